/**
 * The server's own texts (mails, the single sign-on page): `locales/<language>/<namespace>.json`,
 * the same layout and rules as the app's catalogues (src/i18n/locales), which the server may not
 * import (DESIGN.md section 2). tests/tools/i18n-catalogues.test.ts checks both sets.
 */
import type { UiLanguage } from '../../src-sync/protocol/ui-languages.js';
import arMail from './locales/ar/mail.json';
import arSignin from './locales/ar/signin.json';
import enMail from './locales/en/mail.json';
import enSignin from './locales/en/signin.json';
import esMail from './locales/es/mail.json';
import esSignin from './locales/es/signin.json';
import frMail from './locales/fr/mail.json';
import frSignin from './locales/fr/signin.json';
import itMail from './locales/it/mail.json';
import itSignin from './locales/it/signin.json';
import zhMail from './locales/zh/mail.json';
import zhSignin from './locales/zh/signin.json';

/** The English catalogue's shape: the keys `t` accepts (see server-texts.ts). */
export interface ServerNamespaces {
  mail: typeof enMail;
  signin: typeof enSignin;
}
export type ServerNamespace = keyof ServerNamespaces;

export const SERVER_CATALOGUES: Record<UiLanguage, Record<ServerNamespace, Readonly<Record<string, unknown>>>> = {
  en: { mail: enMail, signin: enSignin },
  zh: { mail: zhMail, signin: zhSignin },
  ar: { mail: arMail, signin: arSignin },
  it: { mail: itMail, signin: itSignin },
  es: { mail: esMail, signin: esSignin },
  fr: { mail: frMail, signin: frSignin },
};
