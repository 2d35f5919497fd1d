/**
 * Vigil's pages run under a Content-Security-Policy without 'unsafe-eval' (ARCHITECTURE.md,
 * "Security headers"). zod compiles faster object parsers with `new Function` where a page allows
 * it, and finds out by trying once; the policy blocks the try and reports it as a violation even
 * though zod catches it. Told first that eval is out, zod never tries. This must run before any
 * schema is built, so the page's entry imports it first, ahead of the app's chunks.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
