/** The outbox `op` names of the chat writes, for the engine parts that look for them. */
export const SEND_MESSAGE_OP = 'send-message';
export const READ_ALL_OP = 'read-channel';
