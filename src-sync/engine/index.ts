/** Public surface of the local-first engine, re-exported by src-sync/index.ts. */
export { createEngine, DEFAULT_PULL_INTERVAL_MS, type EngineOptions } from './create-engine.js';
export type { Engine, ConflictChoice } from './engine-types.js';
export type { EngineState, EngineProblem, EngineProblemCode } from './engine-state.js';
export type { HttpClient, HttpRequest, HttpErrorLike } from './http-client.js';
export { consoleLogger, silentLogger, type EngineLogger } from './logger.js';
export { browserNetworkStatus, manualNetworkStatus, type NetworkStatus } from './network-status.js';
export { VigilDb, openVigilDb, dbNameForUser, type Local, type VigilDbOptions } from '../db/vigil-db.js';
export type { LocalDb, ReadonlyTable, ReadonlyCollection, ReadonlyWhereClause } from '../db/local-db.js';
export {
  pendingWritesOf, pendingWritesOfTable, childWritesOf, failedWritesWithoutRecord, queuedWrites, hasQueuedWrites, writeSubject,
  type PendingWritesOptions,
} from '../outbox/pending-writes.js';
export { cachedImage, type CachedImage } from '../images/cached-image.js';
export { ACTIVE_OUTBOX_STATES, type OutboxRow, type OutboxState, type Effect, type UnreadCountRow, type ImageCacheRow, type WindowPageRow } from '../db/engine-tables.js';
export { parseRecordKey, recordKey } from '../db/record-key.js';
export { findStagedPlanning, readWindowPagesByKey, windowPageKeys } from '../db/window-pages.js';
export { readRequestEquipment, type RequestEquipmentLine } from '../db/request-equipment.js';
export { createEchoTransport, sameOriginRealtimeConfig, DEFAULT_PUSHER_KEY, type EchoTransportConfig } from '../realtime/echo-transport.js';
export { createConfiguredTransport, loadRealtimeConfig, toEchoConfig, REALTIME_CONFIG_KEY } from '../realtime/configured-transport.js';
export type { RealtimeTransport, RealtimeHandlers, RealtimeConnectionState, RealtimeEventName } from '../realtime/realtime-transport.js';
export { OutboxActionError } from '../outbox/outbox-actions.js';
export { isTempId, currentRecordId } from '../outbox/temp-ids.js';
export type { MutationResult } from '../outbox/enqueue.js';
export { WAITING_FOR_CREATE, ORPHANED } from '../outbox/select-next.js';
export * from '../mutations/index.js';
export { unreadTotals } from '../chat/chat-queries.js';
export type { OlderMessages } from '../chat/older-messages.js';
export { chatImageKey } from '../chat/chat-image.js';
export { requestImageKey } from '../images/image-keys.js';
export { imageRefusal, ImageRefusedError, type ImageRefusal } from '../images/inspect-image.js';
export { messageEchoes, type MessageEchoes } from '../chat/message-echoes.js';
