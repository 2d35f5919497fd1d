/** The one place the document title is composed. The chat issue adds the unread count here
 * (spec section 2: "(N) Vigil" when messages are unread). */
export const APP_TITLE = 'Vigil';

export function formatPageTitle(unreadCount = 0): string {
  return unreadCount > 0 ? `(${unreadCount}) ${APP_TITLE}` : APP_TITLE;
}
