/** The planning-domain mutations: plain async functions over the user's database. */
export { updatePlanning, type PlanningChanges } from './update-planning.js';
export { createShift } from './create-shift.js';
export { updateShift, type ShiftChanges } from './update-shift.js';
export { deleteShift } from './delete-shift.js';
export { createHistory } from './create-history.js';
export { updateHistory, type HistoryChanges } from './update-history.js';
export { deleteHistory } from './delete-history.js';
export { forwardPlanning, type ForwardPlanningInput } from './forward-planning.js';
export { cancelForward } from './cancel-forward.js';
export { cancelPlanning } from './cancel-planning.js';
export { deletePlannings } from './delete-plannings.js';
export { MutationInputError } from './mutation-input.js';
export { uploadHistoryImage, createImageHistory, checkHistoryImage, imageKeyOfHistory, HISTORY_IMAGE_ACCEPT, MAX_HISTORY_IMAGE_BYTES, type HistoryImageFile } from './upload-history-image.js';
export { reviewTimeslots, type RequestReviewBody, type TimeslotAction } from './review-timeslots.js';
export { setHistoryInternal } from './set-history-internal.js';
export * from './field/index.js';
