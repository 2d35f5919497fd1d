/**
 * A dialog holding a form asks before it throws typed input away. Escape, a click beside the
 * dialog or its × closed it at once, and an incident note half written on a night shift was gone
 * without a word. The dialog asks its forms (`useReportUnsaved`) whether they hold input not
 * saved yet; if one does, closing asks "Discard your changes?" first, with Keep editing as the
 * safe answer. A form's own Cancel button is an explicit choice and still closes at once.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../feedback/confirm-dialog.js';

type Report = (form: symbol, dirty: boolean) => void;

const UnsavedReport = createContext<Report | null>(null);

/** Called by a form inside a guarded dialog: whether it holds input not saved yet. */
export function useReportUnsaved(dirty: boolean): void {
  const report = useContext(UnsavedReport);
  const [form] = useState(() => Symbol('form'));
  useEffect(() => {
    report?.(form, dirty);
  }, [report, form, dirty]);
  // A form that leaves (the dialog switched views) holds nothing any more.
  useEffect(() => () => report?.(form, false), [report, form]);
}

export interface UnsavedGuard {
  report: Report;
  /** What the dialog's own close (Escape, outside click, ×) calls. */
  requestClose: () => void;
  asking: boolean;
  keepEditing: () => void;
  discard: () => void;
}

export function useUnsavedGuard(onClose: () => void): UnsavedGuard {
  const dirtyForms = useRef(new Set<symbol>());
  const [asking, setAsking] = useState(false);
  const report = useCallback<Report>((form, dirty) => {
    if (dirty) dirtyForms.current.add(form);
    else dirtyForms.current.delete(form);
  }, []);
  const requestClose = useCallback(() => {
    if (dirtyForms.current.size > 0) setAsking(true);
    else onClose();
  }, [onClose]);
  const keepEditing = useCallback(() => setAsking(false), []);
  const discard = useCallback(() => {
    setAsking(false);
    onClose();
  }, [onClose]);
  return { report, requestClose, asking, keepEditing, discard };
}

/** Wraps the guarded dialog's content (its forms report here) and holds the question. */
export function UnsavedChangesScope({ guard, children }: { guard: UnsavedGuard; children: ReactNode }) {
  return (
    <UnsavedReport.Provider value={guard.report}>
      {children}
      <DiscardChangesQuestion open={guard.asking} onDiscard={guard.discard} onKeep={guard.keepEditing} />
    </UnsavedReport.Provider>
  );
}

/** "Discard your changes?", wherever typed input is about to go (a dialog closing, a page left).
 * Keep editing first: Enter on the question keeps what was typed. */
export function DiscardChangesQuestion({ open, onDiscard, onKeep }: { open: boolean; onDiscard: () => void; onKeep: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={open}
      title={t('unsaved.title')}
      description={t('unsaved.text')}
      cancelLabel={t('unsaved.keep')}
      confirmLabel={t('unsaved.discard')}
      onConfirm={onDiscard}
      onClose={onKeep}
      testId="unsaved-changes"
    />
  );
}
