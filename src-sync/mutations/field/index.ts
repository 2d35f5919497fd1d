/** Agents in the field: events, SOS, positions, acknowledging a changed shift. */
export { recordFieldEvent, type FieldEventInput } from './record-field-event.js';
export { raiseSos, type SosRaiser } from './raise-sos.js';
export { acknowledgeSos } from './acknowledge-sos.js';
export { reportPosition } from './report-position.js';
export { acknowledgeShiftChange } from './acknowledge-shift-change.js';
