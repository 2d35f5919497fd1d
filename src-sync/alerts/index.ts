export { claimAlert } from './claim-alert.js';
