import type { TFunction } from 'i18next';
import type { Translate } from './lookup.js';

/**
 * i18next's typed `t` as the plain `Translate` shape, for code that builds keys from data
 * (rule messages, engine codes) or is shared with the start-up paint, which has no i18next.
 */
export function asTranslate(t: TFunction): Translate {
  return (key, values) => (t as unknown as (key: string, options?: object) => string)(key, values);
}
