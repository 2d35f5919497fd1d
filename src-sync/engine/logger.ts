/** Where the engine reports what it skipped or could not do. Injected so tests can assert on it
 * and keep their output clean; the default writes to the console. */
export interface EngineLogger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export const consoleLogger: EngineLogger = {
  warn: (message, detail) => (detail === undefined ? console.warn(`[vigil-sync] ${message}`) : console.warn(`[vigil-sync] ${message}`, detail)),
  error: (message, detail) => (detail === undefined ? console.error(`[vigil-sync] ${message}`) : console.error(`[vigil-sync] ${message}`, detail)),
};

export const silentLogger: EngineLogger = { warn: () => undefined, error: () => undefined };
