/** The timeslot review (confirm-planning step) as the request page uses it, loaded with that page.
 * A module of its own for the same reason as load-planning-page.ts. */
export const loadRequestReview = () => import('./confirm/confirm-planning-button.js');
