/** Condition for the `own` list variants when the user has no client organisation. */
import { sql, type Expression, type SqlBool } from 'kysely';

/** Matches nothing: a user without a client organisation has no `own` client data. */
export const NONE: Expression<SqlBool> = sql<SqlBool>`1 = 0`;
