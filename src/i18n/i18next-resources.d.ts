// Types i18next's `t` by the English catalogue, so a key that does not exist is a type error.
// One line per namespace (a test checks every namespace of locales/en is here).
import type auth from './locales/en/auth.json';
import type accounts from './locales/en/accounts.json';
import type boot from './locales/en/boot.json';
import type chat from './locales/en/chat.json';
import type clientView from './locales/en/client-view.json';
import type common from './locales/en/common.json';
import type directory from './locales/en/directory.json';
import type field from './locales/en/field.json';
import type sos from './locales/en/sos.json';
import type tracking from './locales/en/tracking.json';
import type notifications from './locales/en/notifications.json';
import type requests from './locales/en/requests.json';
import type sync from './locales/en/sync.json';
import type dashboard from './locales/en/dashboard.json';
import type errors from './locales/en/errors.json';
import type planningConfirm from './locales/en/planning-confirm.json';
import type planningDetails from './locales/en/planning-details.json';
import type planningHistory from './locales/en/planning-history.json';
import type planningList from './locales/en/planning-list.json';
import type planningRow from './locales/en/planning-row.json';
import type planningShifts from './locales/en/planning-shifts.json';
import type session from './locales/en/session.json';
import type shell from './locales/en/shell.json';
import type validation from './locales/en/validation.json';
import type writes from './locales/en/writes.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      accounts: typeof accounts;
      boot: typeof boot;
      chat: typeof chat;
      'client-view': typeof clientView;
      common: typeof common;
      directory: typeof directory;
      field: typeof field;
      sos: typeof sos;
      tracking: typeof tracking;
      notifications: typeof notifications;
      requests: typeof requests;
      sync: typeof sync;
      dashboard: typeof dashboard;
      errors: typeof errors;
      'planning-confirm': typeof planningConfirm;
      'planning-details': typeof planningDetails;
      'planning-history': typeof planningHistory;
      'planning-list': typeof planningList;
      'planning-row': typeof planningRow;
      'planning-shifts': typeof planningShifts;
      session: typeof session;
      shell: typeof shell;
      validation: typeof validation;
      writes: typeof writes;
    };
  }
}
