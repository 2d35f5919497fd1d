/** The directory feature's public entry (see src/features/auth/index.ts): the sections it serves
 * and its page, loaded on demand in its own chunk. */
export { DIRECTORY_SECTIONS, type DirectorySection } from './sections.js';

export const loadDirectoryPage = () => import('./directory-page.js');
