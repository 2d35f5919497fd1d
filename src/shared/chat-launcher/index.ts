export { openChat, takeChatOpenRequest, useChatOpenRequest, type ChatOpenRequest, type ChatTarget } from './chat-launcher.js';
