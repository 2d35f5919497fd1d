/** The agents-in-the-field feature's public entry: the phone view of a guard's shifts. */
export const loadFieldPage = () => import('./field-page.js');
