// Types i18next's `t` by the English catalogue, so a key that does not exist is a type error.
// One line per namespace (a test checks every namespace of locales/en is here).
import type boot from './locales/en/boot.json';
import type clientView from './locales/en/client-view.json';
import type common from './locales/en/common.json';
import type field from './locales/en/field.json';
import type sos from './locales/en/sos.json';
import type tracking from './locales/en/tracking.json';
import type notifications from './locales/en/notifications.json';
import type requests from './locales/en/requests.json';
import type validation from './locales/en/validation.json';
import type writes from './locales/en/writes.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      boot: typeof boot;
      'client-view': typeof clientView;
      common: typeof common;
      field: typeof field;
      sos: typeof sos;
      tracking: typeof tracking;
      notifications: typeof notifications;
      requests: typeof requests;
      validation: typeof validation;
      writes: typeof writes;
    };
  }
}
