/** Column headings of the wide layout; Start, Status and Client sort the list. */
import { Box, Grid, chakra } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import { WIDE_COLUMNS } from './row-layout.js';
import type { PlanningSort } from './sort-plannings.js';

interface HeaderProps {
  sort: PlanningSort;
  onSort: (sort: PlanningSort) => void;
}

/** Memoized: it depends on the sort only, not on the rows a keystroke changes. */
export const PlanningListHeader = memo(function PlanningListHeader({ sort, onSort }: HeaderProps) {
  const { t } = useTranslation('planning-row');
  const startActive = sort === 'start-asc' || sort === 'start-desc';
  return (
    <Grid
      templateColumns={WIDE_COLUMNS}
      gap="3"
      px="4"
      py="2"
      bg="bg.muted"
      borderBottomWidth="1px"
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      textTransform="uppercase"
      letterSpacing="wide"
      // The rows below reserve a scrollbar gutter; reserving the same here keeps columns aligned.
      overflowY="hidden"
      style={{ scrollbarGutter: 'stable' }}
    >
      <Box>{t('columns.identifier')}</Box>
      <SortHeading active={sort === 'client'} direction="asc" onClick={() => onSort('client')}>
        {t('columns.clientBranch')}
      </SortHeading>
      <Box>{t('columns.location')}</Box>
      <SortHeading
        active={startActive}
        direction={sort === 'start-desc' ? 'desc' : 'asc'}
        onClick={() => onSort(sort === 'start-asc' ? 'start-desc' : 'start-asc')}
      >
        {t('columns.startEnd')}
      </SortHeading>
      {/* One line in every language ("AGENTES" broke as "AGENTE/S"); cut, it reads whole on hover. */}
      <Box textAlign="end" title={t('agentsNeeded')} truncate>
        {t('columns.agents')}
      </Box>
      <SortHeading active={sort === 'status'} direction="asc" onClick={() => onSort('status')}>
        {t('columns.status')}
      </SortHeading>
      <Box>{t('columns.contractor')}</Box>
    </Grid>
  );
});

const HeadingButton = chakra('button');

function SortHeading(props: { active: boolean; direction: 'asc' | 'desc'; onClick: () => void; children: string }) {
  const { active, direction, onClick, children } = props;
  const { t } = useTranslation('planning-list');
  return (
    <Box>
      <HeadingButton
        type="button"
        aria-pressed={active}
        title={t('sortBy', { column: children })}
        display="inline-flex"
        alignItems="center"
        gap="1"
        textTransform="inherit"
        letterSpacing="inherit"
        fontWeight="inherit"
        color={active ? 'fg' : 'inherit'}
        cursor="pointer"
        _hover={{ color: 'fg' }}
        onClick={onClick}
      >
        {children}
        {active && (direction === 'asc' ? <LuArrowUp aria-hidden="true" /> : <LuArrowDown aria-hidden="true" />)}
      </HeadingButton>
    </Box>
  );
}
