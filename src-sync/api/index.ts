export { createApiClient, SPA_CLIENT_ID, TOKEN_PATH, type ApiClientOptions } from './api-client.js';
export { ApiError, isApiError, toApiError, NETWORK_ERROR_MESSAGE } from './api-error.js';
export type { ApiClient, ApiRequest, RequestOptions, HttpMethod, QueryParams } from './api-types.js';
export { createMemoryTokenStore, type AccessTokenStore } from './access-token-store.js';
export { createMemoryCookieJar, type CookieJar } from './cookie-jar.js';
export { REFRESH_LOCK_NAME, type RefreshLocks } from './refresh-lock.js';
export { createWorkerRequests, type OffThreadRequests, type OffThreadAnswer } from './off-thread-requests.js';
