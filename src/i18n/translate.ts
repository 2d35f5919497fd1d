import type { Namespace, TFunction } from 'i18next';
import type { Translate } from './lookup.js';

/**
 * i18next's typed `t` (of any namespace) as the plain `Translate` shape, for code that builds
 * keys from data (rule messages, engine codes) or is shared with the start-up paint, which has
 * no i18next. Keys given to it carry their namespace (`planning-row:status.pending`).
 */
export function asTranslate<N extends Namespace, P = undefined>(t: TFunction<N, P>): Translate {
  return (key, values) => (t as unknown as (key: string, options?: object) => string)(key, values);
}
