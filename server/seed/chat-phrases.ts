/** What people say in a request's chat, by who they are. French lines carry an English
 * translation in tr_text, the way the spec's translated messages look. */
import type { MemberKind } from './group-members.js';

export interface Phrase {
  text: string;
  tr?: string;
}

export const PHRASES: Record<MemberKind, readonly Phrase[]> = {
  admin: [
    { text: 'Request received, we are planning the agents now.' }, { text: 'Confirmed: agents will be on site 15 minutes early.' },
    { text: 'Can you confirm the badge pick-up at reception?' }, { text: 'The planning is updated with the extra shift.' },
    { text: 'Please check the new shift times in the planning.' }, { text: 'Thanks for the report, we follow up with the client.' },
    { text: 'Who is the contact on site tonight?' }, { text: 'Invoice will follow with the monthly statement.' },
  ],
  planner: [
    { text: 'Shifts are split in two blocks, handover at the gatehouse.' }, { text: 'I have assigned the same team as last week.' },
    { text: 'One agent short for Saturday, looking for a replacement.' }, { text: 'Break times adjusted to the site rules.' },
  ],
  client: [
    { text: 'Please make sure the loading dock is checked at closing.' }, { text: 'The delivery is moved to 14:00, can the agent stay longer?' },
    { text: 'Thank you, all went well yesterday.' }, { text: 'Visitors will arrive from 08:30, list sent by email.' },
    { text: 'Merci, tout s\'est bien passé.', tr: 'Thank you, everything went well.' },
    { text: 'Pouvez-vous prévoir un agent de plus samedi ?', tr: 'Can you plan one more agent on Saturday?' },
    { text: 'Kunnen jullie de parking ook controleren?', tr: 'Can you check the car park as well?' },
  ],
  subcontractor: [
    { text: 'Accepted, agents assigned.' }, { text: 'Our team leader will call the site contact this afternoon.' },
    { text: 'We can cover the extra hours.' }, { text: 'Agent replaced due to illness, details in the planning.' },
    { text: 'Planning bien reçu, nous confirmons.', tr: 'Planning received, we confirm.' },
  ],
  agent: [
    { text: 'On site, starting my round.' }, { text: 'All quiet at the main entrance.' }, { text: 'Back from break.' },
    { text: 'Delivery van arrived, checking the papers.' }, { text: 'Gate 2 closed and locked.' }, { text: 'Handover done, signing off.' },
    { text: 'Je suis sur place.', tr: 'I am on site.' }, { text: 'Ronde terminée, rien à signaler.', tr: 'Round finished, nothing to report.' },
    { text: 'Ik ben ter plaatse.', tr: 'I am on site.' },
  ],
};
