/** Cities the demo company works in, with real street names, postal codes and centre
 * coordinates, so that addresses and map pins look right. */
import type { Community } from './names.js';

export interface City {
  name: string;
  postalCode: string;
  country: 'BE' | 'NL' | 'FR';
  timezone: string;
  latitude: number;
  longitude: number;
  community: Community;
  streets: readonly string[];
}

const BE = { country: 'BE', timezone: 'Europe/Brussels' } as const;
const NL = { country: 'NL', timezone: 'Europe/Amsterdam', community: 'dutch' } as const;
const FR = { country: 'FR', timezone: 'Europe/Paris', community: 'french' } as const;

export const CITIES = {
  brussels: { ...BE, name: 'Bruxelles', postalCode: '1000', latitude: 50.8467, longitude: 4.3525, community: 'walloon',
    streets: ['Rue de la Loi', 'Avenue Louise', 'Boulevard du Roi Albert II', 'Rue Royale', 'Boulevard Anspach', 'Rue Neuve', 'Place Sainctelette'] },
  zaventem: { ...BE, name: 'Zaventem', postalCode: '1930', latitude: 50.8837, longitude: 4.4727, community: 'flemish',
    streets: ['Leuvensesteenweg', 'Woluwelaan', 'Da Vincilaan', 'Culliganlaan', 'Hector Henneaulaan'] },
  vilvoorde: { ...BE, name: 'Vilvoorde', postalCode: '1800', latitude: 50.9281, longitude: 4.4245, community: 'flemish',
    streets: ['Schaarbeeklei', 'Mechelsesteenweg', 'Budasteenweg', 'Jan Frans Willemsstraat'] },
  antwerp: { ...BE, name: 'Antwerpen', postalCode: '2030', latitude: 51.2637, longitude: 4.3881, community: 'flemish',
    streets: ['Noorderlaan', 'Scheldelaan', 'Haven', 'Kaaiplaats', 'Oosterweelsteenweg', 'Meir', 'Italiëlei'] },
  ghent: { ...BE, name: 'Gent', postalCode: '9000', latitude: 51.0543, longitude: 3.7174, community: 'flemish',
    streets: ['Korenmarkt', 'Veldstraat', 'Kortrijksesteenweg', 'Port Arthurlaan', 'Coupure Links', 'Sint-Pietersnieuwstraat'] },
  mechelen: { ...BE, name: 'Mechelen', postalCode: '2800', latitude: 51.0259, longitude: 4.4776, community: 'flemish',
    streets: ['Bruul', 'Battelsesteenweg', 'Oude Antwerpsebaan', 'Schaliënhoevedreef'] },
  leuven: { ...BE, name: 'Leuven', postalCode: '3000', latitude: 50.8798, longitude: 4.7005, community: 'flemish',
    streets: ['Bondgenotenlaan', 'Tiensestraat', 'Kapeldreef', 'Geldenaaksebaan', 'Naamsestraat'] },
  hasselt: { ...BE, name: 'Hasselt', postalCode: '3500', latitude: 50.9307, longitude: 5.3378, community: 'flemish',
    streets: ['Kempische Steenweg', 'Grote Markt', 'Kuringersteenweg', 'Gouverneur Roppesingel'] },
  kortrijk: { ...BE, name: 'Kortrijk', postalCode: '8500', latitude: 50.8278, longitude: 3.2649, community: 'flemish',
    streets: ['Doorniksesteenweg', 'Kennedypark', 'Lange Steenstraat', 'Ringlaan'] },
  bruges: { ...BE, name: 'Brugge', postalCode: '8000', latitude: 51.2093, longitude: 3.2247, community: 'flemish',
    streets: ['Steenstraat', 'Koning Albert I-laan', 'Vaartdijkstraat', 'Kathelijnestraat'] },
  liege: { ...BE, name: 'Liège', postalCode: '4000', latitude: 50.6326, longitude: 5.5797, community: 'walloon',
    streets: ['Place Saint-Lambert', 'Boulevard de la Sauvenière', 'Quai de Rome', 'Rue Léopold', 'Boulevard Frère-Orban'] },
  namur: { ...BE, name: 'Namur', postalCode: '5000', latitude: 50.4674, longitude: 4.8718, community: 'walloon',
    streets: ['Rue de Fer', 'Avenue de la Gare', 'Boulevard Mélot', 'Chaussée de Louvain'] },
  charleroi: { ...BE, name: 'Charleroi', postalCode: '6000', latitude: 50.4108, longitude: 4.4446, community: 'walloon',
    streets: ['Boulevard Tirou', 'Rue de la Montagne', 'Quai de Brabant', "Avenue de l'Europe"] },
  wavre: { ...BE, name: 'Wavre', postalCode: '1300', latitude: 50.7170, longitude: 4.6014, community: 'walloon',
    streets: ['Rue Provinciale', 'Avenue Einstein', 'Chaussée de Bruxelles', 'Rue du Pont du Christ'] },
  mons: { ...BE, name: 'Mons', postalCode: '7000', latitude: 50.4542, longitude: 3.9567, community: 'walloon',
    streets: ['Grand-Place', 'Boulevard Charles Quint', 'Avenue Victor Maistriau', 'Rue de Nimy'] },
  rotterdam: { ...NL, name: 'Rotterdam', postalCode: '3011', latitude: 51.9225, longitude: 4.4792,
    streets: ['Coolsingel', 'Wilhelminakade', 'Waalhaven Oostzijde', 'Blaak', 'Maasvlakteweg'] },
  amsterdam: { ...NL, name: 'Amsterdam', postalCode: '1012', latitude: 52.3731, longitude: 4.8922,
    streets: ['Damrak', 'Herengracht', 'Keizersgracht', 'Stadhouderskade', 'Zuidas'] },
  utrecht: { ...NL, name: 'Utrecht', postalCode: '3511', latitude: 52.0907, longitude: 5.1214,
    streets: ['Oudegracht', 'Croeselaan', 'Catharijnesingel', 'Vredenburg'] },
  breda: { ...NL, name: 'Breda', postalCode: '4811', latitude: 51.5719, longitude: 4.7683,
    streets: ['Ginnekenweg', 'Claudius Prinsenlaan', 'Nieuwe Kadijk', 'Lage Mosten'] },
  lille: { ...FR, name: 'Lille', postalCode: '59000', latitude: 50.6292, longitude: 3.0573,
    streets: ['Rue Nationale', 'Boulevard de la Liberté', 'Rue Faidherbe', 'Avenue Le Corbusier', 'Rue Esquermoise'] },
  roubaix: { ...FR, name: 'Roubaix', postalCode: '59100', latitude: 50.6942, longitude: 3.1746,
    streets: ['Grande Rue', 'Boulevard Gambetta', "Avenue Jean-Baptiste Lebas", 'Rue de Lannoy'] },
  valenciennes: { ...FR, name: 'Valenciennes', postalCode: '59300', latitude: 50.3570, longitude: 3.5235,
    streets: ["Avenue d'Amsterdam", 'Rue de Famars', 'Boulevard Watteau', 'Rue du Quesnoy'] },
  saintDenis: { ...FR, name: 'Saint-Denis', postalCode: '93200', latitude: 48.9362, longitude: 2.3574,
    streets: ['Avenue du Président Wilson', 'Rue du Landy', 'Boulevard Anatole France', 'Rue Ampère'] },
} as const satisfies Record<string, City>;

export type CityKey = keyof typeof CITIES;
