/** Curated first and last names of the Low Countries and northern France, grouped by language
 * community so that a Liège company's staff sound like Liège and a Rotterdam crew like Rotterdam. */
import type { Rng } from './prng.js';

export type Community = 'flemish' | 'walloon' | 'dutch' | 'french';

const FIRST_NAMES: Record<Community, readonly string[]> = {
  flemish: [
    'Lars', 'Jonas', 'Wout', 'Pieter', 'Tom', 'Kobe', 'Arne', 'Bram', 'Jens', 'Stijn', 'Ruben', 'Koen', 'Dries', 'Thijs',
    'Lotte', 'Lien', 'Eline', 'Fien', 'Hanne', 'Sofie', 'Nele', 'Ellen', 'Marieke', 'Annelies', 'Griet', 'Jolien',
    'Mohamed', 'Yassine', 'Bilal', 'Noor', 'Ilyas', 'Sara', 'Amina', 'Elif',
  ],
  walloon: [
    'Julien', 'Maxime', 'Nicolas', 'Olivier', 'Thibault', 'Sébastien', 'François', 'Benoît', 'Grégory', 'Cédric', 'Loïc',
    'Aurélie', 'Céline', 'Mélanie', 'Julie', 'Camille', 'Laura', 'Manon', 'Charlotte', 'Pauline', 'Amandine', 'Élodie',
    'Karim', 'Mehdi', 'Samir', 'Nadia', 'Fatima', 'Ines', 'Kevin', 'Alessandro', 'Giulia',
  ],
  dutch: [
    'Daan', 'Sem', 'Bas', 'Jeroen', 'Niels', 'Sander', 'Ruud', 'Wouter', 'Martijn', 'Joost', 'Gijs', 'Sven',
    'Anouk', 'Sanne', 'Femke', 'Iris', 'Lieke', 'Esther', 'Marloes', 'Ilse', 'Maaike', 'Roos',
    'Youssef', 'Mustafa', 'Emre', 'Priya', 'Shanti', 'Dewi',
  ],
  french: [
    'Antoine', 'Baptiste', 'Guillaume', 'Hugo', 'Mathieu', 'Romain', 'Théo', 'Vincent', 'Xavier', 'Damien', 'Yannick',
    'Émilie', 'Chloé', 'Léa', 'Marion', 'Océane', 'Sophie', 'Clémence', 'Margaux', 'Justine', 'Agathe',
    'Rachid', 'Sofiane', 'Moussa', 'Aïcha', 'Leïla', 'Awa',
  ],
};

const LAST_NAMES: Record<Community, readonly string[]> = {
  flemish: [
    'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Vermeulen',
    'Van den Broeck', 'Hermans', 'Aerts', 'Verstraete', 'De Clercq', 'Van Damme', 'Pauwels', 'Michiels', 'Desmet',
    'Verhoeven', 'Cools', 'Van Acker', 'Bogaerts', 'El Amrani', 'Yilmaz', 'Benali', 'Vandenberghe',
  ],
  walloon: [
    'Dubois', 'Lambert', 'Dupont', 'Martin', 'Simon', 'Laurent', 'Leclercq', 'Lejeune', 'Renard', 'Collard', 'François',
    'Hubert', 'Lemaire', 'Denis', 'Henry', 'Gilson', 'Lecomte', 'Charlier', 'Mathieu', 'Piette', 'Delvaux', 'Bastin',
    'Marchal', 'Gérard', 'Moreau', 'Haddad', 'Rossi', 'Bianchi',
  ],
  dutch: [
    'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer',
    'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit',
    'Kaya', 'Öztürk', 'Bouzid', 'Ramdin',
  ],
  french: [
    'Bernard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Fournier', 'Girard', 'Bonnet', 'Rousseau', 'Blanc', 'Guérin',
    'Muller', 'Lefebvre', 'Faure', 'André', 'Mercier', 'Dupuis', 'Lefèvre', 'Caron', 'Vasseur', 'Deschamps',
    'Benhamou', 'Diallo', 'Traoré',
  ],
};

export interface PersonName {
  firstName: string;
  lastName: string;
  /** UI language the person would pick (spec UI languages: en, zh, sa, it, es, fr). */
  language: string;
}

export function randomPerson(rng: Rng, community: Community): PersonName {
  return {
    firstName: rng.pick(FIRST_NAMES[community]),
    lastName: rng.pick(LAST_NAMES[community]),
    language: community === 'walloon' || community === 'french' ? 'fr' : 'en',
  };
}

/** `firstname.lastname`, ASCII only, for email local parts. */
export function emailLocalPart(name: { firstName: string; lastName: string }): string {
  const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');
  return `${ascii(name.firstName)}.${ascii(name.lastName)}`;
}
