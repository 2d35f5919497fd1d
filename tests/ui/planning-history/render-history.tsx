/** Renders the History column or the confirm-planning button the way the Planning Details modal
 * does (see ../helpers/render-with-workspace.tsx). */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Local, OwnUser, PlanningRow, VigilDb } from '../../../src-sync/index.js';
import { ConfirmPlanningButton } from '../../../src/features/planning/confirm/confirm-planning-button.js';
import { HistoryColumn } from '../../../src/features/planning/history/history-column.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';

export { freshDb } from '../../helpers/fresh-db.js';

export type Rendered = ReturnType<typeof renderWithWorkspace>;

/** `online`: the engine's network state (offline by default: nothing may be fetched). */
export function renderHistory(db: VigilDb, user: OwnUser, planning: Local<PlanningRow>, online = false): Rendered {
  return renderWithWorkspace(db, user, <HistoryColumn planning={planning} />, online);
}

export function renderConfirm(db: VigilDb, user: OwnUser, planning: Local<PlanningRow>): Rendered {
  return renderWithWorkspace(db, user, <ConfirmPlanningButton planning={planning} />);
}

/** Waits for the outbox to hold `count` rows and returns them in order. */
export async function outboxRows(db: VigilDb, count: number) {
  await waitFor(async () => expect(await db.outbox.count()).toBe(count));
  return db.outbox.orderBy('seq').toArray();
}
