/**
 * Translation of chat messages into each member's language (issue 13): the server fills every
 * recipient's `tr_text` when the sender's language differs from theirs. Behind one small
 * interface, so a deployment picks its provider and tests use a fake one on loopback:
 * - none (the default): nothing is translated, `tr_text` stays empty and the original shows;
 * - HTTP, when TRANSLATE_URL is set: any LibreTranslate-compatible API (`POST {url}/translate`
 *   with `q`, `source`, `target`, `format`, and `api_key` when TRANSLATE_API_KEY is set).
 * A translation that fails or is slow leaves that `tr_text` empty: a message is never held back
 * or refused because a translator is down.
 */
export interface Translator {
  /** The text in `target`, or null when it cannot be translated (or needs no translation). */
  translate(text: string, source: string, target: string): Promise<string | null>;
}

export const noTranslator: Translator = { translate: () => Promise.resolve(null) };

/** Profile language codes as translation APIs know them (the spec's `sa` is Arabic). */
export function translationLanguage(profileLanguage: string | null | undefined): string {
  const code = (profileLanguage ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
  return code === 'sa' ? 'ar' : code;
}

export interface HttpTranslatorOptions {
  url: string;
  apiKey?: string;
  /** Milliseconds before a translation is given up (the message is sent untranslated). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function httpTranslator(options: HttpTranslatorOptions): Translator {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  const doFetch = options.fetch ?? fetch;
  return {
    async translate(text, source, target) {
      if (source === target || text.trim() === '') return null;
      try {
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ q: text, source, target, format: 'text', ...(options.apiKey ? { api_key: options.apiKey } : {}) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as unknown;
        const translated = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).translatedText : undefined;
        return typeof translated === 'string' && translated.trim() !== '' ? translated.slice(0, 10_000) : null;
      } catch {
        return null;
      }
    },
  };
}

const cache = new Map<string, Translator>();

/** The deployment's translator, from its configuration (one per url and key). */
export function translatorFor(config: { translateUrl: string; translateApiKey: string }): Translator {
  if (config.translateUrl === '') return noTranslator;
  const key = `${config.translateUrl} ${config.translateApiKey}`;
  let translator = cache.get(key);
  if (!translator) {
    translator = httpTranslator({ url: config.translateUrl, apiKey: config.translateApiKey });
    cache.set(key, translator);
  }
  return translator;
}
