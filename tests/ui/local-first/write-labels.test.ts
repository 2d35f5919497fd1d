/** Every queued write is named by what it does: a chat message, an SOS or a position waiting to
 * go read 'Change' beside Discard, so a guard could not tell an SOS from anything else. */
import { describe, expect, it } from 'vitest';
import { createLookup } from '../../../src/i18n/lookup.js';
import { loadCatalogue } from '../../../src/i18n/catalogue-loader.js';
import { describeWrite } from '../../../src/shared/local-first/write-labels.js';
import { outboxRow } from './harness.js';

describe('a queued write in words', () => {
  it('names the chat, the field and the directory writes, in each language', async () => {
    const en = createLookup('en', await loadCatalogue('en'));
    const words = (op: string) => describeWrite(outboxRow({ op, target_id: 5 }), en, true);
    expect(words('send-message')).toBe('Chat message');
    expect(words('raise-sos')).toBe('SOS alarm');
    expect(words('report-position')).toBe('Position update');
    expect(words('record-field-event')).toBe('Shift event');
    expect(words('create-clients')).toBe('Client: new');
    expect(words('delete-licenses')).toBe('Licence: deletion');
    // A write Vigil has no words for still reads as a change, not as its code.
    expect(words('something-else')).toBe('Change');
    const ar = createLookup('ar', await loadCatalogue('ar'));
    expect(describeWrite(outboxRow({ op: 'raise-sos', target_id: 5 }), ar, true)).toBe('إنذار استغاثة');
  });
});
