/** How many e2e files run side by side, each against a Vigil server of its own. Two: the machine
 * the suite is held to has two cores, and each file drives a Chromium and a server. Kept apart
 * from helpers/server.ts because vitest.config.ts reads it, where vitest's inject() is not. */
export const E2E_WORKERS = 1;
