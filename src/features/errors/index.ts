/** The error pages' public entry (see src/features/auth/index.ts). Loaded with the app: an error
 * page must show even when the chunk of the page that failed cannot be fetched. */
export { LoadingFailed } from './loading-failed.js';
export { NotFoundPage } from './not-found-page.js';
export { ServerErrorPage } from './server-error-page.js';
