/**
 * The Requests page per role: staff and client users get the status tabs; a subcontractor, which
 * has no requests (its work comes as the plannings forwarded to it), is told where its work is
 * and taken there, instead of empty tabs that never fill.
 */
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { branchRowSchema, clientRowSchema, locationRowSchema, type OwnUser, type VigilDb } from '../../../src-sync/index.js';
import { RequestsPage } from '../../../src/features/requests/requests-page.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

let db: VigilDb;
afterEach(async () => {
  db.close();
  await db.delete();
});

function open(who: OwnUser) {
  db = freshDb();
  return renderWithWorkspace(
    db,
    who,
    <MemoryRouter initialEntries={['/dashboard/requests']}>
      <Routes>
        <Route path="/dashboard/requests" element={<RequestsPage />} />
        <Route path="/dashboard/planning" element={<p>The planning list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the Requests page', () => {
  it('tells a subcontractor where its work is, and takes it there', async () => {
    const { user } = open(users.subcontractor);
    expect(await screen.findByTestId('requests-not-yours')).toHaveTextContent("Requests are the orders of the company's clients. The work forwarded to you is under Planning.");
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open planning' }));
    expect(await screen.findByText('The planning list')).toBeInTheDocument();
  });

  it.each([['an admin', users.admin], ['a client user', users.client]] as const)('gives %s the status tabs', async (_, who) => {
    open(who);
    expect(await screen.findByRole('tab', { name: /Pending/ })).toBeInTheDocument();
    expect(screen.queryByTestId('requests-not-yours')).not.toBeInTheDocument();
  });

  it("tells apart the filters' branches and locations of the same name by their client", async () => {
    const T0 = '2026-01-01 00:00:00';
    const { user } = open(users.admin);
    await db.clients.bulkPut([10, 11].map((id) => clientRowSchema.parse({ id, name: id === 10 ? 'Acme' : 'Globex', email: null, phone: null, address: null, updated_at: T0 })));
    await db.branches.bulkPut([20, 21].map((id) => branchRowSchema.parse({ id, client_id: id - 10, name: 'Head office', address: null, email: null, phone: null, updated_at: T0 })));
    const location = (id: number, clientId: number, name: string) =>
      locationRowSchema.parse({
        id, client_id: clientId, branch_id: null, name, address: `Quay ${id}`, number: null, postal_code: null, city: null, country: null,
        timezone: 'Europe/Brussels', latitude: null, longitude: null, updated_at: T0,
      });
    await db.locations.bulkPut([location(30, 10, 'Gatehouse'), location(31, 11, 'Gatehouse'), location(32, 11, 'Dock 4')]);
    const optionsOf = (name: string) => [...screen.getByLabelText<HTMLSelectElement>(name).options].map((option) => option.textContent);
    await waitFor(() => expect(optionsOf('Location')).toEqual(['All locations', 'Dock 4', 'Gatehouse · Acme', 'Gatehouse · Globex']));
    expect(optionsOf('Branch')).toEqual(['All branches', 'Head office · Acme', 'Head office · Globex']);
    await user.selectOptions(screen.getByLabelText('Client'), '11');
    // One client chosen: its names no longer repeat.
    await waitFor(() => expect(optionsOf('Location')).toEqual(['All locations', 'Dock 4', 'Gatehouse']));
  });
});
