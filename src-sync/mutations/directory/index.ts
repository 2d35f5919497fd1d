/** The directory's writes: one create, one change and one delete over every collection. */
export { createDirectoryRecord } from './create-record.js';
export { updateDirectoryRecord } from './update-record.js';
export { deleteDirectoryRecord } from './delete-record.js';
