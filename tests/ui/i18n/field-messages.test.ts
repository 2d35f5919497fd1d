/**
 * Rule messages of the shared schemas (English on the wire) show in the user's language: every
 * message the form-facing schemas produce for bad input maps to a catalogue key, English maps
 * it back to the very same text, and the other languages have their own.
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  forgotPasswordSchema,
  historyCreateSchema,
  passwordSetSchema,
  planningDeleteSchema,
  planningForwardSchema,
  planningUpdateSchema,
  requestReviewSchema,
  shiftCreateSchema,
  signupSchema,
} from '../../../src-sync/index.js';
import { loadCatalogue } from '../../../src/i18n/catalogue-loader.js';
import { planningInfoSchema } from '../../../src/features/planning/details/planning-info-schema.js';
import { historyFormSchema } from '../../../src/features/planning/history/history-form-schema.js';
import { shiftFormSchema } from '../../../src/features/planning/shifts/shift-form-schema.js';
import { fieldMessageKey, translateFieldMessage } from '../../../src/i18n/field-messages.js';
import { LANGUAGES } from '../../../src/i18n/languages.js';
import { createLookup } from '../../../src/i18n/lookup.js';

const long = (n: number) => 'x'.repeat(n);
const CASES: Array<[ZodType, unknown]> = [
  [passwordSetSchema, {}],
  [passwordSetSchema, { password: 'short', password_confirm: 'other' }],
  [passwordSetSchema, { password: long(201), password_confirm: long(201) }],
  [forgotPasswordSchema, { email: 'not an address' }],
  [signupSchema, { first_name: '', last_name: long(101), email: '', company_name: ' ', terms: false }],
  [shiftCreateSchema, {}],
  [shiftCreateSchema, { start: '2026-01-02 10:00:00', end: '2026-01-02 09:00:00', planning_id: 1, request_id: 1 }],
  [shiftCreateSchema, { start: '2026-01-02 10:00:00', end: '2026-01-02 11:00:00', planning_id: -1, request_id: 1.5, agents: 'x' }],
  [shiftCreateSchema, { start: 'tomorrow', end: '2026-01-02 09:00:00', planning_id: 1, request_id: 1, agents: Array.from({ length: 201 }, (_, i) => i + 1) }],
  [planningUpdateSchema, { number_of_agents: -1, currency: 'USD', description: long(10_001) }],
  [planningUpdateSchema, { number_of_agents: 1001, po_number: 5 }],
  [planningForwardSchema, { forwarded: [{ planning_id: 1, subcontractor_id: 1 }, { planning_id: 1, subcontractor_id: 2 }], remove_shifts: 'yes' }],
  [planningForwardSchema, {}],
  [historyCreateSchema, { status: 'dancing', shift_id: 1, agent_id: 1, created_at: '2026-01-02 10:00:00', cost: -1 }],
  [historyCreateSchema, { status: 'note', shift_id: 1, agent_id: 1, created_at: '2026-01-02 10:00:00', break_finished_at: '2026-01-02 11:00:00', cost: 2_000_000 }],
  [historyCreateSchema, { status: 'break', shift_id: 1, agent_id: 1, created_at: '2026-01-02 10:00:00', break_finished_at: '2026-01-02 09:00:00' }],
  [historyCreateSchema, { status: 'note', shift_id: 1, agent_id: 1, created_at: '2026-01-02 10:00:00', cost: 'a' }],
  [planningDeleteSchema, { planning_id: Array.from({ length: 501 }, (_, i) => i + 1) }],
  [planningDeleteSchema, { planning_id: 'all' }],
  [requestReviewSchema, { timeslots: [{ planning_id: 1, action: 'maybe' }] }],
  [requestReviewSchema, {}],
  // The forms' own rules.
  [shiftFormSchema({ planningStart: '2026-01-02 08:00:00', timeZone: 'Europe/Brussels' }), { start_date: '1/1/26', start_time: '25:00', end_date: '', end_time: '', subcontractor_id: '', agents: [] }],
  [shiftFormSchema({ planningStart: '2026-01-02 08:00:00', timeZone: 'Europe/Brussels' }), { start_date: '05/01/2026', start_time: '10:00', end_date: '04/01/2026', end_time: '09:00', subcontractor_id: '', agents: [] }],
  [shiftFormSchema({ planningStart: '2026-01-02 08:00:00', timeZone: 'Europe/Brussels' }), { start_date: '01/01/2026', start_time: '10:00', end_date: '01/01/2026', end_time: '11:00', subcontractor_id: '', agents: [] }],
  [historyFormSchema({ editing: false, timeZone: 'Europe/Brussels' }), { shift_id: '', agent_id: '', status: 'cost', created_date: '2026-01-01', created_time: '7', note: '', break_reason: '', break_end_date: '', break_end_time: '', cost: '-3', image: null }],
  [historyFormSchema({ editing: false, timeZone: 'Europe/Brussels' }), { shift_id: '1', agent_id: '1', status: 'image', created_date: '2026/01/01', created_time: '07:00', note: '', break_reason: '', break_end_date: '', break_end_time: '', cost: '', image: null }],
  [planningInfoSchema('Europe/Brussels'), { start_date: 'x', start_time: '', end_date: '02/01/2026', end_time: '10:00', description: 'd'.repeat(5001), po_number: '' }],
];

function messages(): string[] {
  const found = new Set<string>();
  for (const [schema, input] of CASES) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
  }
  return [...found].sort();
}

const catalogues = new Map<string, Awaited<ReturnType<typeof loadCatalogue>>>();
beforeAll(async () => {
  for (const language of LANGUAGES) catalogues.set(language, await loadCatalogue(language));
});

describe('field messages', () => {
  it('the bad inputs produce the rule messages the forms can show', () => {
    expect(messages()).toEqual(
      expect.arrayContaining([
        'required', 'not valid ', 'confirm password is not matching', 'at least 8 characters', 'must not be before the start of the break', 'at most 500 plannings at once',
        'expected DD/MM/YYYY', 'expected HH:mm (24-hour)', 'must not be before the start date', 'must not be before the planning start', 'expected YYYY/MM/DD', 'expected an amount of at least 0',
      ]),
    );
  });

  it.each(messages())('%j has a catalogue key, and English is the message itself', (message) => {
    expect(fieldMessageKey(message)).not.toBeNull();
    const english = createLookup('en', catalogues.get('en') ?? {});
    expect(translateFieldMessage(message, english)).toBe(message);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s says every rule message in its own words', (language) => {
    const t = createLookup(language, catalogues.get(language) ?? {});
    for (const message of messages()) {
      const text = translateFieldMessage(message, t);
      expect(text, message).not.toBe(message);
      expect(text, message).not.toMatch(/^validation:/);
    }
  });

  it('a message no rule knows is shown as it came', () => {
    const t = createLookup('fr', catalogues.get('fr') ?? {});
    expect(translateFieldMessage('the moon is not aligned', t)).toBe('the moon is not aligned');
  });

  it('numbers in messages keep their value and take the plural of the language', () => {
    const fr = createLookup('fr', catalogues.get('fr') ?? {});
    expect(translateFieldMessage('at most 200 characters', fr)).toBe('au plus 200 caractères');
    expect(translateFieldMessage('at least 1 character', fr)).toBe('au moins 1 caractère');
    const ar = createLookup('ar', catalogues.get('ar') ?? {});
    expect(translateFieldMessage('at most 2 agents', ar)).toBe('حارسان كحد أقصى');
  });
});

describe('lookup outside the app', () => {
  const SAMPLE_COUNTS = [0, 1, 2, 3, 11, 100, 1_000_000];

  it.each([...LANGUAGES])('%s: gives what i18next gives for every text', async (language) => {
    const catalogue = catalogues.get(language) ?? {};
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources: { [language]: catalogue }, interpolation: { escapeValue: false }, initAsync: false });
    const lookup = createLookup(language, catalogue);
    const keys: string[] = [];
    const walk = (namespace: string, tree: object, prefix: string) => {
      for (const [key, value] of Object.entries(tree)) {
        const full = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') keys.push(`${namespace}:${full.replace(/_(zero|one|two|few|many|other)$/, '')}`);
        else walk(namespace, value as object, full);
      }
    };
    for (const [namespace, tree] of Object.entries(catalogue)) walk(namespace, tree, '');
    for (const key of new Set(keys)) {
      for (const count of SAMPLE_COUNTS) {
        const values = { count, max: 7, values: 'a, b', name: 'Vigil' };
        expect(lookup(key, values), `${key} (${count})`).toBe(instance.t(key, values as never));
      }
    }
  });
});
