import { useLiveQuery } from 'dexie-react-hooks';
import type { Local, SubcontractorRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

const NONE: Local<SubcontractorRow>[] = [];

/** Subcontractors on this device, by company name (admins hold them all). */
export function useSubcontractors(): Local<SubcontractorRow>[] {
  const { db } = useOpenWorkspace();
  return useLiveQuery(() => db.subcontractors.orderBy('company_name').toArray(), [db]) ?? NONE;
}
