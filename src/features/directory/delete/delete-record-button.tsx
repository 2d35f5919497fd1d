/**
 * Deleting a directory record behind the spec's list confirmation ('Sure to delete?', DELETE and
 * No; section 8). A record this device knows is still in use (a location with plannings, an
 * agent on shifts) is not offered for deletion: the dialog says what uses it and offers to archive
 * it instead (it leaves the pickers and stays on history). The server counts again with
 * everything it has; its refusal rolls the delete back, with the reason on the record.
 */
import { Button, Dialog, Portal, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { deleteDirectoryRecord, updateDirectoryRecord, type UsageFacts } from '../../../../src-sync/index.js';
import { notifyFailure } from '../../../shared/feedback/notify.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import type { AnyRow, CollectionConfig } from '../collections/collection-types.js';
import type { Lookups } from '../collections/lookups.js';
import { useTranslate } from '../use-translate.js';
import { inUse, usageText } from './usage-text.js';

interface DeleteRecordButtonProps {
  config: CollectionConfig;
  row: AnyRow;
  /** May the user archive it (the permission table's update rule)? */
  canArchive: boolean;
  lookups: Lookups;
  onDeleted: () => void;
}

type Step = { kind: 'closed' } | { kind: 'checking' } | { kind: 'confirm' } | { kind: 'in-use'; usage: UsageFacts };

export function DeleteRecordButton({ config, row, canArchive, lookups, onDeleted }: DeleteRecordButtonProps) {
  const t = useTranslate();
  const { db } = useOpenWorkspace();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [running, setRunning] = useState(false);
  const close = () => !running && setStep({ kind: 'closed' });

  const open = async () => {
    setStep({ kind: 'checking' });
    const usage = await config.usage(db, row.id);
    setStep(inUse(usage) ? { kind: 'in-use', usage } : { kind: 'confirm' });
  };
  const run = async (action: () => Promise<unknown>, done: () => void) => {
    setRunning(true);
    try {
      await action();
      setStep({ kind: 'closed' });
      done();
    } catch (error) {
      notifyFailure(t('directory:delete.failed'), error);
    } finally {
      setRunning(false);
    }
  };
  const remove = () => run(() => deleteDirectoryRecord(db, config.entity, row.id), onDeleted);
  const archive = () => run(() => updateDirectoryRecord(db, config.entity, row.id, { archived: true }), () => undefined);
  const archivable = canArchive && 'archived' in row && row.archived === 0;

  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => void open()} data-testid="directory-delete">
        {t('directory:delete.button')}
      </Button>
      <Dialog.Root open={step.kind !== 'closed'} role="alertdialog" size="sm" onOpenChange={(event) => !event.open && close()}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="directory-delete-dialog">
              <Dialog.Header>
                <Dialog.Title>{step.kind === 'in-use' ? t('directory:delete.inUseTitle') : t('directory:delete.question')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {step.kind === 'checking' && (
                  <Text color="fg.muted" aria-busy="true">
                    <Spinner size="xs" me="2" />
                    {t('directory:delete.checking')}
                  </Text>
                )}
                {step.kind === 'confirm' && <Text>{config.title(row, lookups)}</Text>}
                {step.kind === 'in-use' && <Text>{t('directory:delete.inUse', { uses: usageText(step.usage, t) })}</Text>}
              </Dialog.Body>
              <Dialog.Footer>
                {step.kind === 'in-use' ? (
                  <>
                    <Button variant="outline" onClick={close}>
                      {t('directory:delete.close')}
                    </Button>
                    {archivable && (
                      <Button colorPalette="orange" loading={running} onClick={() => void archive()}>
                        {t('directory:delete.archiveInstead')}
                      </Button>
                    )}
                  </>
                ) : (
                  <>
                    <Button variant="outline" onClick={close} disabled={running}>
                      {t('directory:delete.cancel')}
                    </Button>
                    <Button colorPalette="red" loading={running} disabled={step.kind !== 'confirm'} onClick={() => void remove()} data-testid="directory-delete-confirm">
                      {t('directory:delete.confirm')}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
