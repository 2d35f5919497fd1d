import { useLiveQuery } from 'dexie-react-hooks';
import type { Local, SubcontractorRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

/** Subcontractors on this device, by company name (admins hold them all); undefined while
 * loading. Forms with a subcontractor select open only once they are here: an uncontrolled
 * select given a default value before its option exists would silently show the empty choice. */
export function useSubcontractors(): Local<SubcontractorRow>[] | undefined {
  const { db } = useOpenWorkspace();
  return useLiveQuery(() => db.subcontractors.orderBy('company_name').toArray(), [db]);
}
