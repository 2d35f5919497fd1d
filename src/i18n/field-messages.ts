/**
 * Field messages come in English from the shared zod schemas (src-sync/protocol: the form's own
 * check and the server's `issues` alike) and stay English on the wire. The UI shows them in the
 * user's language by mapping each known rule message to a key of the `validation` namespace;
 * the English catalogue holds the very same texts (a test checks that English maps every one
 * back to itself). A message no rule here knows is shown as it came, rather than not at all.
 */
import {
  AGENT_HAS_SIGN_IN, AGENT_OF_OTHER_SUBCONTRACTOR, BRANCH_OF_OTHER_CLIENT, COORDINATES_BOTH, EMAIL_TAKEN, EXPIRES_BEFORE_ISSUED, NAME_TAKEN, INVALID_DATE, INVALID_PHONE,
  LATITUDE_RANGE, LOCATION_OWNER_BOTH, LONGITUDE_RANGE, NO_BRANCH_WITHOUT_CLIENT, ORGANISATION_BOTH, ROLE_NOT_OF_ORGANISATION, UNKNOWN_TIME_ZONE,
  BRANCH_NOT_OF_CLIENT,
  EQUIPMENT_ONCE,
  LOCATION_NOT_OF_BRANCH,
  LOCATION_NOT_OF_CLIENT,
  NOT_A_DATE,
  NOT_A_TIME,
  TIMESLOT_DAY_ONCE,
  TIMESLOT_DAY_REQUIRED,
  TIMESLOT_ENDS_BEFORE_START,
  TIMESLOT_NO_DAY_IN_PERIOD,
  TIMESLOT_REQUIRED,
  TIMESLOT_START_IN_PAST,
  TIMESLOT_TODAY_OVER,
  UNKNOWN_CLIENT,
  UNKNOWN_EQUIPMENT,
  BREAK_END_BEFORE_START,
  BREAK_END_ONLY_FOR_BREAKS,
  PASSWORD_MISMATCH,
  REQUIRED,
  SHIFT_END_NOT_VALID,
  SHIFT_START_BEFORE_PLANNING,
} from '../../src-sync/index.js';
import type { Translate, TranslateValues } from './lookup.js';

interface FieldMessage {
  key: string;
  values?: TranslateValues;
}

const FIXED: Readonly<Record<string, string>> = {
  [REQUIRED]: 'required',
  [SHIFT_END_NOT_VALID]: 'notValid',
  [PASSWORD_MISMATCH]: 'passwordMismatch',
  [SHIFT_START_BEFORE_PLANNING]: 'startBeforePlanning',
  [BREAK_END_BEFORE_START]: 'breakEndBeforeStart',
  [BREAK_END_ONLY_FOR_BREAKS]: 'breakEndOnlyForBreaks',
  'enter a valid email address': 'validEmail',
  'you must agree to the terms': 'agreeTerms',
  'expected UTC YYYY-MM-DD HH:mm:ss': 'expectedUtcDateTime',
  'expected a positive whole number': 'expectedPositiveWhole',
  'expected text': 'expectedText',
  'expected a whole number': 'expectedWhole',
  'must not be negative': 'notNegative',
  'only EUR is supported': 'onlyEur',
  'expected a list of planning ids': 'expectedPlanningIds',
  'expected a list': 'expectedList',
  'each planning at most once': 'eachPlanningOnce',
  'expected true or false': 'expectedBoolean',
  'expected a list of agent ids': 'expectedAgentIds',
  'expected a number': 'expectedNumber',
  'too large': 'tooLarge',
  'expected accept or reject': 'expectedAcceptOrReject',
  'expected a list of timeslots': 'expectedTimeslots',
  // The directory's rules (src-sync/protocol/directory/).
  [INVALID_PHONE]: 'invalidPhone',
  [UNKNOWN_TIME_ZONE]: 'unknownTimeZone',
  [LATITUDE_RANGE]: 'latitudeRange',
  [LONGITUDE_RANGE]: 'longitudeRange',
  [COORDINATES_BOTH]: 'coordinatesBoth',
  [INVALID_DATE]: 'invalidDate',
  [EXPIRES_BEFORE_ISSUED]: 'expiresBeforeIssued',
  [EMAIL_TAKEN]: 'emailTaken',
  [NAME_TAKEN]: 'nameTaken',
  [AGENT_HAS_SIGN_IN]: 'agentHasSignIn',
  [AGENT_OF_OTHER_SUBCONTRACTOR]: 'agentOfOtherSubcontractor',
  [BRANCH_OF_OTHER_CLIENT]: 'branchOfOtherClient',
  [NO_BRANCH_WITHOUT_CLIENT]: 'noBranchWithoutClient',
  [ROLE_NOT_OF_ORGANISATION]: 'roleNotOfOrganisation',
  [LOCATION_OWNER_BOTH]: 'locationOwnerBoth',
  [ORGANISATION_BOTH]: 'organisationBoth',
  [TIMESLOT_REQUIRED]: 'timeslotRequired',
  [TIMESLOT_ENDS_BEFORE_START]: 'endsBeforeStart',
  [TIMESLOT_START_IN_PAST]: 'startInPast',
  [TIMESLOT_TODAY_OVER]: 'todayOver',
  [TIMESLOT_DAY_REQUIRED]: 'dayRequired',
  [TIMESLOT_DAY_ONCE]: 'dayOnce',
  [TIMESLOT_NO_DAY_IN_PERIOD]: 'noDayInPeriod',
  [EQUIPMENT_ONCE]: 'equipmentOnce',
  [NOT_A_DATE]: 'expectedDate',
  [NOT_A_TIME]: 'expectedTime',
  [UNKNOWN_CLIENT]: 'unknownClient',
  [BRANCH_NOT_OF_CLIENT]: 'branchNotOfClient',
  [LOCATION_NOT_OF_CLIENT]: 'locationNotOfClient',
  [LOCATION_NOT_OF_BRANCH]: 'locationNotOfBranch',
  [UNKNOWN_EQUIPMENT]: 'unknownEquipment',
  'not a timeslot of this request': 'notTimeslotOfRequest',
  'a request stays with its client': 'requestStaysWithClient',
  // The forms' own rules (shift, history and planning-info forms: features/planning).
  'expected DD/MM/YYYY': 'expectedPickerDate',
  'expected YYYY/MM/DD': 'expectedHistoryDate',
  'expected HH:mm (24-hour)': 'expectedTime24h',
  'must not be before the start date': 'endDateBeforeStart',
  'expected an amount of at least 0': 'expectedAmount',
  'must be a JPEG or PNG image': 'expectedImage',
  // Rules the engine and the server check against stored state.
  'planning is not forwarded': 'notForwarded',
  'image entries cannot be edited': 'imageNotEditable',
  'cannot change on an existing entry': 'statusFixed',
  'cannot change': 'cannotChange',
  'every timeslot must be reviewed': 'reviewEveryTimeslot',
  'agent is not on this shift': 'agentNotOnShift',
  'not found': 'notFound',
};

/** Messages with a number or a list in them: the pattern, the key, the values it carries. */
const PATTERNS: ReadonlyArray<readonly [RegExp, string, (match: RegExpExecArray) => TranslateValues]> = [
  [/^at least (\d+) characters?$/, 'atLeastCharacters', (m) => ({ count: Number(m[1]) })],
  [/^at most (\d+) characters?$/, 'atMostCharacters', (m) => ({ count: Number(m[1]) })],
  [/^at most (\d+) plannings? at once$/, 'atMostPlanningsAtOnce', (m) => ({ count: Number(m[1]) })],
  [/^at most (\d+) agents?$/, 'atMostAgents', (m) => ({ count: Number(m[1]) })],
  [/^at most (\d+) days?$/, 'atMostDays', (m) => ({ count: Number(m[1]) })],
  [/^at most (\d+) plannings? per request$/, 'atMostPlanningsPerRequest', (m) => ({ count: Number(m[1]) })],
  [/^at most (\d+) timeslots?$/, 'atMostTimeslots', (m) => ({ count: Number(m[1]) })],
  [/^at most (\d+)$/, 'atMost', (m) => ({ max: m[1] ?? '' })],
  [/^at least (\d+)$/, 'atLeast', (m) => ({ min: m[1] ?? '' })],
  [/^expected one of (.+)$/, 'expectedOneOf', (m) => ({ values: m[1] ?? '' })],
  [/^at most (\d+) MB$/, 'atMostMegabytes', (m) => ({ max: m[1] ?? '' })],
  [/^not allowed from (\w+)$/, 'notAllowedFrom', (m) => ({ status: m[1] ?? '' })],
  [/^request is (\w+)$/, 'requestIs', (m) => ({ status: m[1] ?? '' })],
];

/** The catalogue key (in `validation`) of a rule message, or null for one no rule here knows. */
export function fieldMessageKey(message: string): FieldMessage | null {
  const fixed = FIXED[message];
  if (fixed !== undefined) return { key: `validation:${fixed}` };
  for (const [pattern, key, values] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key: `validation:${key}`, values: values(match) };
  }
  return null;
}

/** A rule message in the user's language (as it came when unknown). */
export function translateFieldMessage(message: string, t: Translate): string {
  const known = fieldMessageKey(message);
  return known ? t(known.key, known.values) : message;
}
