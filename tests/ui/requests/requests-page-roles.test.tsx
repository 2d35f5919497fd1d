/**
 * The Requests page per role: staff and client users get the status tabs; a subcontractor, which
 * has no requests (its work comes as the plannings forwarded to it), is told where its work is
 * and taken there, instead of empty tabs that never fill.
 */
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnUser, VigilDb } from '../../../src-sync/index.js';
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
});
