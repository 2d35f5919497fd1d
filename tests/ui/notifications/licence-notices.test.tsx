/**
 * Licence notices in the notification centre read in the user's language, from the kind and the
 * params the server wrote (the last valid day in the reader's locale), and open the agent; a
 * notice from before kinds existed shows the server's English message.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Local, NotificationRow, VigilDb } from '../../../src-sync/index.js';
import { NotificationBell } from '../../../src/features/notifications/index.js';
import { switchLanguage } from '../../../src/i18n/index.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const params = { agent_id: 7, agent: 'Bob Guard', licence_type: 'Guard card', licence_number: 'GC-2', last_day: '2026-06-30' };
const notice = (id: number, fields: Partial<Local<NotificationRow>>): Local<NotificationRow> => ({
  id, message: '', request_id: null, identifier: null, username: null, created_at: '2026-05-31 06:00:00', read_at: null, kind: null, planning_id: null, params: null, ...fields,
});
const ROWS = [
  notice(1, { kind: 'licence-expiring', params, message: 'Licence Guard card GC-2 of Bob Guard expires on 2026-06-30.' }),
  notice(2, { kind: 'licence-expired', params, message: 'Licence Guard card GC-2 of Bob Guard expired on 2026-06-30.' }),
  // Written before licence notices had a kind.
  notice(3, { message: 'Licence SIA 77 of Old Row expires on 2026-01-10.' }),
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

let db: VigilDb;
beforeEach(async () => {
  db = freshDb();
  await db.notifications.bulkPut(ROWS);
});
afterEach(async () => {
  await switchLanguage('en');
  db.close();
});

/** Opens the centre; answers its items by notification id. */
async function openCentre() {
  const view = renderWithWorkspace(
    db,
    users.admin,
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="*" element={<><NotificationBell /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
  await view.user.click(await screen.findByTestId('notification-bell'));
  const items = await screen.findAllByTestId('notification-item');
  expect(items).toHaveLength(3);
  const byId = (id: number) => items.find((item) => item.dataset.notificationId === String(id)) ?? items[0];
  return { ...view, byId };
}

describe('licence notices in the notification centre', () => {
  it('read in French, the last valid day as French writes it, and open the agent', async () => {
    await switchLanguage('fr');
    const { byId, user, requests } = await openCentre();
    expect(byId(1)).toHaveTextContent('La carte Guard card GC-2 de Bob Guard expire le 30 juin 2026');
    expect(byId(1)).toHaveAttribute('data-kind', 'licence-expiring');
    expect(byId(2)).toHaveTextContent('La carte Guard card GC-2 de Bob Guard a expiré le 30 juin 2026');
    expect(byId(3)).toHaveTextContent('Licence SIA 77 of Old Row expires on 2026-01-10.');
    await user.click(within(byId(1) as HTMLElement).getByText(/La carte Guard card/));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/agents?record=7&tab=licenses');
    expect(requests).toEqual([]);
  });

  it('read in Arabic, right to left, each value kept in its own order', async () => {
    await switchLanguage('ar');
    const { byId } = await openCentre();
    const expiring = within(byId(1) as HTMLElement).getByText(/Bob Guard/);
    // Each value isolated (FSI/LRI ... PDI), so the licence number keeps its order in the line.
    const [fsi, lri, pdi] = ['\u2068', '\u2066', '\u2069'];
    const values = { type: `${fsi}Guard card${pdi}`, number: `${lri}GC-2${pdi}`, agent: `${fsi}Bob Guard${pdi}`, day: `${fsi}30 يونيو 2026${pdi}` };
    expect(expiring).toHaveTextContent(`ينتهي الترخيص ${values.type} رقم ${values.number} الخاص بـ ${values.agent} في ${values.day}`);
    expect(expiring).toHaveAttribute('dir', 'auto');
    expect(byId(2)).toHaveTextContent(`انتهى الترخيص ${values.type} رقم ${values.number} الخاص بـ ${values.agent} في ${values.day}`);
  });

  it('damaged params fall back to the message', async () => {
    await db.notifications.put(notice(1, { kind: 'licence-expiring', params: { agent: 'Bob Guard' }, message: 'Licence Guard card GC-2 of Bob Guard expires on 2026-06-30.' }));
    const { byId } = await openCentre();
    expect(byId(1)).toHaveTextContent('Licence Guard card GC-2 of Bob Guard expires on 2026-06-30.');
    expect(byId(2)).toHaveTextContent('Licence Guard card GC-2 of Bob Guard expired on 30 June 2026');
  });
});
