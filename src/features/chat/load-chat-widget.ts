/** The widget's code loads after the page's own: chat is never on the first paint's path. */
export const loadChatWidget = () => import('./chat-widget.js');
