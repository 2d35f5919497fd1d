/** The Forward modal's rules (spec section 5), kept apart from the form so they are plain to read
 * and to test: the main slot needs a subcontractor, extra slots are optional and only slots with
 * a subcontractor are sent; the remove-shifts question (default YES) only when the planning
 * already has a subcontractor, the chosen one differs, and it has shifts. */
import { z } from 'zod';
import { REQUIRED, type ForwardPlanningInput, type PlanningRow } from '../../../../src-sync/index.js';

export interface ForwardFormValues {
  /** Subcontractor id for this planning ('' until chosen). */
  main: string;
  /** One slot per related planning; '' = do not forward it. */
  slots: { planning_id: number; subcontractor_id: string }[];
  remove_shifts: 'yes' | 'no';
}

export const forwardFormSchema = z.object({
  main: z.string().min(1, REQUIRED),
  slots: z.array(z.object({ planning_id: z.number().int(), subcontractor_id: z.string() })),
  remove_shifts: z.enum(['yes', 'no']),
});

export function forwardDefaults(planning: Pick<PlanningRow, 'subcontractor_id'>, related: readonly Pick<PlanningRow, 'id'>[]): ForwardFormValues {
  return {
    main: planning.subcontractor_id === null ? '' : String(planning.subcontractor_id),
    slots: related.map((row) => ({ planning_id: row.id, subcontractor_id: '' })),
    remove_shifts: 'yes',
  };
}

export function asksRemoveShifts(planning: Pick<PlanningRow, 'subcontractor_id'>, main: string, shiftCount: number): boolean {
  return planning.subcontractor_id !== null && main !== '' && Number(main) !== planning.subcontractor_id && shiftCount > 0;
}

export function forwardBody(planning: Pick<PlanningRow, 'id' | 'subcontractor_id'>, values: ForwardFormValues, shiftCount: number): ForwardPlanningInput {
  const forwarded = [
    { planning_id: planning.id, subcontractor_id: Number(values.main) },
    ...values.slots.filter((slot) => slot.subcontractor_id !== '').map((slot) => ({ planning_id: slot.planning_id, subcontractor_id: Number(slot.subcontractor_id) })),
  ];
  // Unasked, nothing is removed: the server never deletes shifts it was not asked to.
  const removeShifts = asksRemoveShifts(planning, values.main, shiftCount) && values.remove_shifts === 'yes';
  return { forwarded, remove_shifts: removeShifts };
}
