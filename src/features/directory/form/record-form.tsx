/**
 * The create and edit form of any directory collection, built from its fields
 * (collections/*-collection.ts) and judged by the wire contract's schema (./directory-resolver.ts).
 * Saving queues the write (offline too): the record shows at once, with its write's state, and
 * the server's refusal comes back under the field it names.
 */
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { createDirectoryRecord, updateDirectoryRecord, isApiError, MutationInputError, type MutationResult } from '../../../../src-sync/index.js';
import { FormAlert } from '../../../shared/forms/form-alert.js';
import { describeError } from '../../../shared/feedback/notify.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { useActor } from '../../../shared/session/use-actor.js';
import type { AnyRow, CollectionConfig, FieldSpec, FormContext, ParentLink } from '../collections/collection-types.js';
import type { Lookups } from '../collections/lookups.js';
import { useTranslate } from '../use-translate.js';
import { CoordinatesField } from './coordinates-field.js';
import { changedInputs, directoryResolver, judge } from './directory-resolver.js';
import { FieldInput } from './field-input.js';
import { formValues, inputForIssue, type FormDefaults, type FormValues } from './form-values.js';

interface RecordFormProps {
  config: CollectionConfig;
  /** null: a new record. */
  row: AnyRow | null;
  parent: ParentLink | null;
  lookups: Lookups;
  readOnly: boolean;
  onSaved: (result: MutationResult) => void;
  onCancel: () => void;
}

export function RecordForm({ config, row, parent, lookups, readOnly, onSaved, onCancel }: RecordFormProps) {
  const t = useTranslate();
  const actor = useActor();
  const { db } = useOpenWorkspace();
  const defaults = useMemo<FormDefaults>(
    () => ({ parent, owner: { client_id: actor?.clientId ?? null, subcontractor_id: actor?.subcontractorId ?? null } }),
    [parent, actor],
  );
  // The values the form opened with: what "changed" is measured against. A change someone else
  // makes meanwhile does not reset what the user is typing.
  const [initial] = useState(() => formValues(config, row, defaults));
  // The fields on screen, as of the last render: the resolver asks for a choice only in those.
  const shownRef = useRef<readonly FieldSpec[]>([]);
  const resolver = useMemo(() => directoryResolver(config, row, initial, defaults, () => shownRef.current), [config, row, initial, defaults]);
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<FormValues>({ defaultValues: initial, resolver, mode: 'onSubmit' });
  const values = useWatch({ control }) as FormValues;
  const [failure, setFailure] = useState<string | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const mode = row ? 'update' : 'create';
  const context: FormContext = { lookups, values, parent, mode, actor, t };
  const errorOf = (name: string) => formState.errors[name]?.message;

  const onSubmit = handleSubmit(async (submitted) => {
    setFailure(null);
    setUnchanged(false);
    const { body } = judge(config, submitted, row, initial, defaults);
    if (row && changedInputs(submitted, initial).size === 0) {
      setUnchanged(true);
      return;
    }
    try {
      const result = row ? await updateDirectoryRecord(db, config.entity, row.id, body) : await createDirectoryRecord(db, config.entity, body);
      onSaved(result);
    } catch (error) {
      const issues = isApiError(error) || error instanceof MutationInputError ? error.issues : [];
      let placed = false;
      for (const issue of issues) {
        const input = inputForIssue(config, issue.path);
        if (input === null) continue;
        setError(input, { type: 'server', message: issue.message });
        placed = true;
      }
      if (!placed) setFailure(error instanceof MutationInputError ? error.message : describeError(error));
    }
  });

  const shown = config.fields.filter((field) => (field.shown?.(context) ?? true) && !(row && field.createOnly));
  shownRef.current = shown;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(`directory:collections.${config.entity}.${row ? 'one' : 'new'}`)}>
      <Stack gap="4">
        {failure && <FormAlert status="error" title={t('directory:form.notSaved')} description={failure} />}
        {formState.errors.root?.message && <FormAlert status="error" title={t('directory:form.notSaved')} description={formState.errors.root.message} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {shown.map((field) =>
            field.kind === 'coordinates' ? (
              <SimpleGrid key={field.name} gridColumn="1 / -1">
                <CoordinatesField
                  register={register}
                  setValue={setValue}
                  latitude={values.latitude ?? ''}
                  longitude={values.longitude ?? ''}
                  errors={{ latitude: errorOf('latitude'), longitude: errorOf('longitude') }}
                  readOnly={readOnly}
                />
              </SimpleGrid>
            ) : (
              <FieldInput key={field.name} field={field} context={context} register={register} error={errorOf(field.name)} readOnly={readOnly} />
            ),
          )}
        </SimpleGrid>
        {unchanged && <FormAlert status="info" title={t('directory:form.nothingChanged')} />}
        {!readOnly && (
          <HStack justify="flex-end" gap="3">
            <Button variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
              {t('directory:form.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="directory-save">
              {/* A new user is an invitation: the button says what it does (a mail goes out). */}
              {t(row ? 'directory:form.save' : config.entity === 'accounts' ? 'directory:form.invite' : 'directory:form.create')}
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}
