/** The fixed cast of the demo company: clients, subcontractors, equipment and licence types.
 * Names are invented; addresses use real streets. Every email domain ends in `.test` (RFC 2606)
 * so that a configured SMTP server can never mail a real person from demo data. */
import type { CityKey } from './places.js';

export interface ClientSpec {
  name: string;
  domain: string;
  /** Branches with the city they sit in; the first is the head office. */
  branches: readonly { name: string; city: CityKey }[];
  /** Names of guarded sites; 2-5 of them become locations. */
  sites: readonly string[];
  /** Relative share of requests. The first client is the demo client user's and gets the most. */
  weight: number;
}

export const CLIENTS: readonly ClientSpec[] = [
  { name: 'Brabant Logistics Park NV', domain: 'brabantlogistics.test', weight: 9,
    branches: [{ name: 'Head office Vilvoorde', city: 'vilvoorde' }, { name: 'Airport cargo Zaventem', city: 'zaventem' }, { name: 'Distribution centre Mechelen', city: 'mechelen' }, { name: 'Port hub Antwerpen', city: 'antwerp' }],
    sites: ['Gatehouse', 'Warehouse 3', 'Loading docks', 'Truck parking', 'Cross-dock hall'] },
  { name: 'Maison Lefèvre SA', domain: 'maisonlefevre.test', weight: 3,
    branches: [{ name: 'Siège Bruxelles', city: 'brussels' }, { name: 'Magasin Liège', city: 'liege' }, { name: 'Magasin Namur', city: 'namur' }],
    sites: ['Entrée principale', 'Surface de vente', 'Réserve', 'Parking clients'] },
  { name: 'Scheldeport Terminals NV', domain: 'scheldeport.test', weight: 3,
    branches: [{ name: 'Terminal Noord', city: 'antwerp' }, { name: 'Terminal Gent', city: 'ghent' }, { name: 'Maasvlakte office', city: 'rotterdam' }],
    sites: ['Quay 1742', 'Container yard', 'Main gate', 'Reefer area', 'Crew centre'] },
  { name: 'Groupe Hospitalier Meuse ASBL', domain: 'ghmeuse.test', weight: 2,
    branches: [{ name: 'Site Liège', city: 'liege' }, { name: 'Site Namur', city: 'namur' }],
    sites: ['Urgences', 'Accueil central', 'Parking visiteurs', 'Pharmacie'] },
  { name: 'Europa Congress Centre', domain: 'europacongress.test', weight: 3,
    branches: [{ name: 'Congress Centre', city: 'brussels' }, { name: 'Expo annex', city: 'zaventem' }],
    sites: ['Hall 1', 'Auditorium', 'VIP entrance', 'Delivery yard', 'Press room'] },
  { name: 'Noordster Koelopslag BV', domain: 'noordster.test', weight: 2,
    branches: [{ name: 'Koelhuis Rotterdam', city: 'rotterdam' }, { name: 'Vestiging Breda', city: 'breda' }],
    sites: ['Koelcel 4', 'Expeditie', 'Slagboom', 'Kantoor'] },
  { name: 'Grachtenhuis Kantoren BV', domain: 'grachtenhuis.test', weight: 2,
    branches: [{ name: 'Herengracht', city: 'amsterdam' }, { name: 'Utrecht Centraal', city: 'utrecht' }, { name: 'Zuidas tower', city: 'amsterdam' }],
    sites: ['Receptie', 'Parkeergarage', 'Dakterras', 'Serverruimte'] },
  { name: 'Galeries du Nord SAS', domain: 'galeriesdunord.test', weight: 2,
    branches: [{ name: 'Galerie Lille', city: 'lille' }, { name: 'Galerie Roubaix', city: 'roubaix' }],
    sites: ['Entrée nord', 'Mail central', 'Parking souterrain', 'Quai de livraison'] },
  { name: 'DataNord Hébergement SAS', domain: 'datanord.test', weight: 2,
    branches: [{ name: 'Campus Saint-Denis', city: 'saintDenis' }, { name: 'DC Valenciennes', city: 'valenciennes' }, { name: 'DC Lille', city: 'lille' }],
    sites: ['Salle data A', 'Sas de sécurité', 'Poste de garde', 'Zone groupes électrogènes'] },
  { name: 'Leie Events & Expo NV', domain: 'leie-events.test', weight: 3,
    branches: [{ name: 'Expo Kortrijk', city: 'kortrijk' }, { name: 'Stadsevents Gent', city: 'ghent' }, { name: 'Kustevents Brugge', city: 'bruges' }],
    sites: ['Hal 2', 'Festivalweide', 'Backstage', 'Parking P3', 'Inkom oost'] },
  { name: 'Pharma Nova Wavre SA', domain: 'pharmanova.test', weight: 2,
    branches: [{ name: 'Campus Wavre', city: 'wavre' }, { name: 'Production Mons', city: 'mons' }],
    sites: ['Accueil', 'Laboratoire B', 'Entrepôt froid', 'Clôture périmétrique'] },
  { name: 'Leuven Research Campus VZW', domain: 'leuvenresearch.test', weight: 2,
    branches: [{ name: 'Campus Arenberg', city: 'leuven' }, { name: 'Incubator Hasselt', city: 'hasselt' }, { name: 'Lab Charleroi', city: 'charleroi' }],
    sites: ['Onthaal', 'Cleanroom', 'Fietsenstalling', 'Labogebouw 200'] },
];

export interface SubcontractorSpec {
  name: string;
  domain: string;
  city: CityKey;
  agents: number;
  /** Relative share of forwarded work. The first is the demo subcontractor user's. */
  weight: number;
  k9?: boolean;
}

export const SUBCONTRACTORS: readonly SubcontractorSpec[] = [
  { name: 'Argus Bewaking NV', domain: 'argus-bewaking.test', city: 'antwerp', agents: 16, weight: 4 },
  { name: 'Vigilis Sécurité SRL', domain: 'vigilis.test', city: 'liege', agents: 12, weight: 2 },
  { name: 'Brabant Protect BV', domain: 'brabantprotect.test', city: 'leuven', agents: 10, weight: 2 },
  { name: 'Garde Wallonne SA', domain: 'gardewallonne.test', city: 'namur', agents: 8, weight: 1 },
  { name: 'Delta Beveiliging BV', domain: 'deltabeveiliging.test', city: 'rotterdam', agents: 14, weight: 2 },
  { name: 'Sentinelle Nord SAS', domain: 'sentinellenord.test', city: 'lille', agents: 9, weight: 2 },
  { name: 'K9 Patrol Services BV', domain: 'k9patrol.test', city: 'ghent', agents: 6, weight: 1, k9: true },
  { name: 'Eventa Crowd Control NV', domain: 'eventa.test', city: 'brussels', agents: 20, weight: 2 },
];

export const EQUIPMENT: readonly { name: string; description: string }[] = [
  { name: 'Two-way radio', description: 'Digital handheld radio with earpiece' },
  { name: 'Bodycam', description: 'Body-worn camera, 12 h battery' },
  { name: 'Flashlight', description: 'Rechargeable LED torch' },
  { name: 'High-visibility vest', description: 'EN ISO 20471 class 2' },
  { name: 'Handheld metal detector', description: 'For entrance screening' },
  { name: 'Walk-through metal detector', description: 'Portal for events and courts' },
  { name: 'First aid kit', description: 'Workplace kit, DIN 13157' },
  { name: 'AED defibrillator', description: 'Automated external defibrillator' },
  { name: 'Fire extinguisher', description: '6 kg ABC powder' },
  { name: 'Patrol vehicle', description: 'Marked car for mobile rounds' },
  { name: 'Guard tour scanner', description: 'NFC checkpoint reader' },
];

export const LICENSE_TYPES = {
  guardCard: 'Guard card',
  firstAid: 'First aid',
  fireSafety: 'Fire safety',
  k9: 'K9 handler',
  crowd: 'Crowd management',
  closeProtection: 'Close protection',
} as const;

export const CONTACT_FUNCTIONS: readonly string[] = [
  'Facility manager', 'Security manager', 'Site coordinator', 'Procurement officer', 'Operations director', 'Event manager',
];
