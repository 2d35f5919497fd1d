/**
 * How a system message reads (src-sync/protocol/chat-system.ts): its key in the user's language
 * with its parameters; the server's English `text` for a key this client does not know, or for
 * one whose parameters are not what it expects.
 */
import type { TFunction } from 'i18next';
import { isSystemMessageKey, type SystemMessage } from '../../../src-sync/index.js';
import { intlLocale, isolate, type Language } from '../../i18n/index.js';

const STATUS_KEY = {
  pending: 'system.status.pending',
  confirmed: 'system.status.confirmed',
  cancelled: 'system.status.cancelled',
} as const;

const textParam = (params: SystemMessage['params'], name: string): string | null => {
  const value = params[name];
  return typeof value === 'string' ? value : null;
};

/** Names in the sentence are isolated in a right-to-left language (a Latin request name after an
 * Arabic label pulled the line's time into its middle). */
export function systemMessageText(system: SystemMessage | null | undefined, fallback: string | null, t: TFunction<'chat'>, language: Language): string {
  if (!system || !isSystemMessageKey(system.key)) return fallback ?? '';
  const { params } = system;
  switch (system.key) {
    case 'request-created': {
      const name = textParam(params, 'name');
      return name === null ? (fallback ?? '') : t('system.requestCreated', { name: isolate(name, language) });
    }
    case 'request-status': {
      const status = textParam(params, 'status');
      if (status === null) return fallback ?? '';
      return Object.hasOwn(STATUS_KEY, status) ? t(STATUS_KEY[status as keyof typeof STATUS_KEY]) : t('system.status.other', { status });
    }
    case 'request-changed':
      return t('system.requestChanged');
    case 'request-forwarded': {
      const subcontractor = textParam(params, 'subcontractor');
      return subcontractor === null ? (fallback ?? '') : t('system.requestForwarded', { subcontractor: isolate(subcontractor, language) });
    }
    case 'members-added': {
      const names = params.names;
      if (!Array.isArray(names)) return fallback ?? '';
      const isolated = names.map((name) => (typeof name === 'string' ? isolate(name, language) : String(name)));
      return t('system.membersAdded', { names: new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(isolated) });
    }
  }
}
