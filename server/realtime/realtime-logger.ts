/** The slice of a pino/Fastify logger the realtime server uses, so it can run without Fastify. */
export interface RealtimeLogger {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

export const silentLogger: RealtimeLogger = {
  warn: () => undefined,
  info: () => undefined,
};
