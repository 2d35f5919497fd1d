/** The team chat's routes (spec section 7 "Chat"; ARCHITECTURE.md "Team chat"). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerMultipart } from '../../uploads/register-multipart.js';
import { registerAddMembers } from './add-members.js';
import { registerChatImageUpload, registerGetChatImage } from './chat-images.js';
import { registerCreateChannel } from './create-channel.js';
import { registerMarkRead } from './mark-read.js';
import { registerMuteGroup } from './mute-group.js';
import { registerReadChannels } from './read-channels.js';
import { registerReadMessages } from './read-messages.js';
import { registerSendMessage } from './send-message.js';
import { registerUpdateChannel } from './update-channel.js';

export async function registerChatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerReadChannels(app, ctx);
  registerCreateChannel(app, ctx);
  registerUpdateChannel(app, ctx);
  registerMuteGroup(app, ctx);
  registerAddMembers(app, ctx);
  registerReadMessages(app, ctx);
  registerMarkRead(app, ctx);
  registerGetChatImage(app, ctx);
  // Multipart is parsed only in this scope: a message with its photo, and the photo upload.
  await app.register(async (scope) => {
    await registerMultipart(scope);
    registerSendMessage(scope, ctx);
    registerChatImageUpload(scope, ctx);
  });
}
