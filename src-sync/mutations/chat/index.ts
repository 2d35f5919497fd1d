/** The team chat's mutations. */
export { sendMessage, checkMessage, checkChatImage, type SendMessageInput, type ChatImageFile } from './send-message.js';
export { markChannelRead } from './mark-channel-read.js';
export { setGroupMuted } from './set-group-muted.js';
export { createGroup, type CreateGroupInput } from './create-group.js';
export { addGroupMembers } from './add-group-members.js';
