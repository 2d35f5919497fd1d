/** The team chat feature's public entry: the widget, loaded on demand by the app shell. */
export { ChatWidgetSlot } from './chat-widget-slot.js';
