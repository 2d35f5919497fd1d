/** A stored planning that fails its schema (a damaged local copy) is not rendered half-broken:
 * the modal says it is being reloaded, and the engine lists it for the next pull's repair. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { users } from '../helpers/users.js';
import { planning, seedWorld } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';

describe('Planning Details with a damaged local copy', () => {
  it('says the copy is reloaded and lists the planning for repair', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    // What storage corruption or an old bug could leave: a row without its location.
    await db.plannings.put({ ...planning(101), location: null } as unknown as ReturnType<typeof planning>);
    renderDetails(db, users.planner, 101);
    expect(await screen.findByText('The copy of this planning on this device is damaged. Loading it again from the server…')).toBeInTheDocument();
    await waitFor(async () => expect((await db.meta.get('repair_rows'))?.value).toEqual(['plannings:101']));
  });

  it('shows a sound planning as usual', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    renderDetails(db, users.planner, 100);
    expect(await screen.findByRole('heading', { name: 'Planning info' })).toBeInTheDocument();
    expect(screen.queryByText(/is damaged/)).toBeNull();
    expect(await db.meta.get('repair_rows')).toBeUndefined();
  });
});
