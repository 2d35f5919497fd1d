/** The UI languages (spec section 9: en, zh, sa, it, es, fr). Arabic is stored and sent as `ar`,
 * its ISO code; `sa`, the spec's code, is accepted as its alias. Its own module, free of zod, so
 * the page's entry (the start-up paint) can read the list before zod loads. */
export const UI_LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
