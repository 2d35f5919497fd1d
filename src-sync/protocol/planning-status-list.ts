/** The planning statuses in their order (spec section 4). Its own module, free of zod, so the
 * start-up read (boot/) can check a stored row's status before zod is loaded. */
export const PLANNING_STATUSES = ['pending', 'confirmed', 'started', 'ended', 'finished', 'rejected', 'cancelled', 'archived'] as const;
