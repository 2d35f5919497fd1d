/** What the order form sends: a continuous day's end is its start (the end is not offered, so a
 * stale or half-typed one must not block the order or travel). */
import { describe, expect, it } from 'vitest';
import { emptyOrder, emptyTimeslot, orderInput } from '../../../src/features/requests/form/order-values.js';

describe('the order form’s payload', () => {
  it('sends a continuous day’s start as its end, and a day’s own end otherwise', () => {
    const slot = emptyTimeslot();
    const monday = { ...slot.days[0]!, on: true, start: '8:00', end: '' };
    const values = { ...emptyOrder(10), timeslots: [{ ...slot, continuous: true, days: [monday, ...slot.days.slice(1)] }] };
    expect(orderInput(values).planning[0]?.timeslots).toEqual([{ day: 'Monday', start: '08:00', end: '08:00', agents: expect.anything() as unknown }]);
    const daytime = { ...values, timeslots: [{ ...values.timeslots[0]!, continuous: false, days: [{ ...monday, end: '18:00' }, ...slot.days.slice(1)] }] };
    expect(orderInput(daytime).planning[0]?.timeslots[0]?.end).toBe('18:00');
  });
});
