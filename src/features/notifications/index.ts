/** The notification centre's public entry: the top bar's bell, and the watcher that announces new
 * notifications (toasts, the new-request sound). Both render nothing before the workspace opens. */
export { NotificationBell } from './notification-bell.js';
export { NotificationAlerts } from './notification-alerts.js';
