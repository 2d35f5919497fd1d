/** Where the request screens live (spec section 2: under the dashboard, in the Requests entry). */
export const REQUESTS_PATH = '/dashboard/requests';
export const NEW_REQUEST_PATH = `${REQUESTS_PATH}/new`;
export const requestPath = (id: number): string => `${REQUESTS_PATH}/${id}`;
export const editRequestPath = (id: number): string => `${REQUESTS_PATH}/${id}/edit`;
/** Planning Details opens over the planning list for the planning in the query. */
export const planningPath = (id: number): string => `/dashboard/planning?planning=${id}`;
