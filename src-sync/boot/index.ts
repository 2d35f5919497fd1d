export { readFirstPlannings, looksLikeListRow, storedUser, type FirstPlannings, type FirstPlanningsDeps, type FirstPlanningsQuery, type StoredUser } from './read-first-plannings.js';
