/** The viewer's own organisation ids as query conditions for the `own` variants. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Viewer } from '../../policies/index.js';

/** Matches nothing: a user without a client organisation has no `own` client data. */
export const NONE: Expression<SqlBool> = sql<SqlBool>`1 = 0`;

export const ownClientId = (viewer: Viewer): number | null => viewer.clientId;
