// Types i18next's `t` by the English catalogue, so a key that does not exist is a type error.
// One line per namespace (a test checks every namespace of locales/en is here).
import type accounts from './locales/en/accounts.json';
import type boot from './locales/en/boot.json';
import type clientView from './locales/en/client-view.json';
import type common from './locales/en/common.json';
import type directory from './locales/en/directory.json';
import type notifications from './locales/en/notifications.json';
import type requests from './locales/en/requests.json';
import type validation from './locales/en/validation.json';
import type writes from './locales/en/writes.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      accounts: typeof accounts;
      boot: typeof boot;
      'client-view': typeof clientView;
      common: typeof common;
      directory: typeof directory;
      notifications: typeof notifications;
      requests: typeof requests;
      validation: typeof validation;
      writes: typeof writes;
    };
  }
}
