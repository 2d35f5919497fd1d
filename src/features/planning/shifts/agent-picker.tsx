/**
 * The shift's agents: a searchable checklist (multi-select). Chosen agents are listed first so a
 * planner sees at a glance who is on the shift; the search narrows the rest.
 */
import { Box, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asTranslate, translateFieldMessage } from '../../../i18n/index.js';
import type { AgentOption } from './use-agent-options.js';
import { searchMatcher } from '../../../shared/format/fold-text.js';

interface AgentPickerProps {
  options: AgentOption[];
  /** The device's agents are still being read: only the shift's own are listed yet. */
  loading?: boolean;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string | undefined;
}

export function AgentPicker({ options, loading = false, value, onChange, error }: AgentPickerProps) {
  const { t } = useTranslation(['planning-shifts', 'directory']);
  const [search, setSearch] = useState('');
  const labelId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const visible = useMemo(() => {
    const matches = searchMatcher(search);
    const matching = options.filter((option) => chosen.has(option.id) || matches(option.name));
    return [...matching.filter((o) => chosen.has(o.id)), ...matching.filter((o) => !chosen.has(o.id))];
  }, [options, chosen, search]);

  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((agent) => agent !== id));

  return (
    // Not a Chakra Field: a Field would name every checkbox after its own label.
    <Stack gap="1.5" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {t('agents.label', { count: value.length })}
      </Text>
      <Input
        size="sm"
        placeholder={t('agents.search')}
        aria-label={t('agents.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          // Enter in the search picks, it does not send the shift: with one agent left to
          // choose, it is checked and the search cleared for the next name.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const pickable = visible.filter((option) => !chosen.has(option.id) && option.blocked === null);
          if (search.trim() === '' || pickable.length !== 1) return;
          toggle(pickable[0]!.id, true);
          setSearch('');
        }}
      />
      <Box maxH="48" overflowY="auto" borderWidth="1px" borderColor={error ? 'border.error' : 'border'} borderRadius="l2" px="3" py="2">
        {visible.length === 0 && !loading ? (
          <Text fontSize="sm" color="fg.muted">
            {options.length === 0 ? t('agents.none') : t('agents.noMatch')}
          </Text>
        ) : (
          <Stack gap="1.5">
            {visible.map((option) => {
              const block = option.blocked;
              // An agent already on the shift stays uncheckable: the planner must be able to
              // take them off; adding a blocked agent is what the rule refuses.
              const disabled = block !== null && !chosen.has(option.id);
              const reason =
                block === null
                  ? null
                  : t(block.reason === 'expired' ? 'directory:licence.pickerExpired' : 'directory:licence.pickerEndsBeforeShift', {
                      type: block.licence.type,
                      number: block.licence.number,
                      day: block.lastDay.split('-').reverse().join('/'),
                    });
              return (
                <Checkbox.Root
                  key={option.id}
                  size="sm"
                  checked={chosen.has(option.id)}
                  disabled={disabled}
                  onCheckedChange={(e) => toggle(option.id, e.checked === true)}
                  data-testid={`agent-option-${option.id}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.name}</Checkbox.Label>
                  {option.company && (
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {option.company}
                    </Text>
                  )}
                  {reason && (
                    <Text as="span" fontSize="xs" color="fg.error">
                      {reason}
                    </Text>
                  )}
                </Checkbox.Root>
              );
            })}
            {loading && (
              <Text fontSize="sm" color="fg.muted" data-testid="agents-loading">
                {t('agents.loading')}
              </Text>
            )}
          </Stack>
        )}
      </Box>
      {error && (
        <Text fontSize="xs" color="fg.error">
          {translateFieldMessage(error, asTranslate(t))}
        </Text>
      )}
    </Stack>
  );
}
