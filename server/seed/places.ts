/**
 * The three regions of the spec and enough real geography to make addresses, phone numbers
 * and car positions look like each city: neighbourhoods with their centre, their postal
 * districts (FSAs) and a few of their streets.
 */

export interface Region {
  id: number;
  name: 'Vancouver' | 'Montreal' | 'Toronto';
  province: 'BC' | 'QC' | 'ON';
  timeZone: string;
  /** The city as Canada Post writes it in an address. */
  city: string;
  areaCodes: readonly string[];
  /** Offset from UTC in hours (standard time), enough to shape the daily rhythm of trips. */
  utcOffset: number;
  /** Share of members and cars in this region. */
  share: number;
  neighbourhoods: readonly Neighbourhood[];
}

export interface Neighbourhood {
  name: string;
  lat: number;
  lng: number;
  /** How far (degrees) positions spread around the centre; small enough to stay on land. */
  spread: number;
  fsas: readonly string[];
  streets: readonly string[];
}

export const REGIONS: readonly Region[] = [
  {
    id: 1,
    name: 'Vancouver',
    province: 'BC',
    timeZone: 'America/Vancouver',
    city: 'Vancouver',
    areaCodes: ['604', '778', '236'],
    utcOffset: -8,
    share: 0.45,
    neighbourhoods: [
      {
        name: 'Downtown',
        lat: 49.282,
        lng: -123.12,
        spread: 0.005,
        fsas: ['V6B', 'V6C', 'V6Z', 'V6E'],
        streets: [
          'Granville Street',
          'Robson Street',
          'Seymour Street',
          'Richards Street',
          'Homer Street',
          'Hornby Street',
          'Burrard Street',
          'Howe Street',
        ],
      },
      {
        name: 'West End',
        lat: 49.286,
        lng: -123.135,
        spread: 0.004,
        fsas: ['V6E', 'V6G'],
        streets: [
          'Davie Street',
          'Denman Street',
          'Nelson Street',
          'Comox Street',
          'Pendrell Street',
          'Haro Street',
          'Barclay Street',
        ],
      },
      {
        name: 'Yaletown',
        lat: 49.275,
        lng: -123.122,
        spread: 0.003,
        fsas: ['V6B', 'V6Z'],
        streets: ['Mainland Street', 'Hamilton Street', 'Pacific Boulevard', 'Drake Street'],
      },
      {
        name: 'Kitsilano',
        lat: 49.266,
        lng: -123.163,
        spread: 0.006,
        fsas: ['V6K', 'V6J'],
        streets: [
          'West 4th Avenue',
          'Cornwall Avenue',
          'Arbutus Street',
          'Yew Street',
          'Macdonald Street',
          'York Avenue',
          'West 2nd Avenue',
        ],
      },
      {
        name: 'Fairview',
        lat: 49.263,
        lng: -123.13,
        spread: 0.005,
        fsas: ['V5Z', 'V6H'],
        streets: ['West Broadway', 'West 10th Avenue', 'Oak Street', 'Laurel Street', 'Heather Street'],
      },
      {
        name: 'Mount Pleasant',
        lat: 49.263,
        lng: -123.1,
        spread: 0.006,
        fsas: ['V5T', 'V5Y'],
        streets: [
          'Main Street',
          'East Broadway',
          'Quebec Street',
          'Ontario Street',
          'Kingsway',
          'East 7th Avenue',
        ],
      },
      {
        name: 'Grandview-Woodland',
        lat: 49.271,
        lng: -123.069,
        spread: 0.006,
        fsas: ['V5L', 'V5N'],
        streets: [
          'Commercial Drive',
          'Victoria Drive',
          'Venables Street',
          'East 1st Avenue',
          'Napier Street',
        ],
      },
      {
        name: 'Strathcona',
        lat: 49.277,
        lng: -123.088,
        spread: 0.004,
        fsas: ['V6A'],
        streets: ['East Georgia Street', 'Union Street', 'Keefer Street', 'Princess Avenue'],
      },
      {
        name: 'Kensington-Cedar Cottage',
        lat: 49.248,
        lng: -123.073,
        spread: 0.008,
        fsas: ['V5N', 'V5V'],
        streets: ['Fraser Street', 'Knight Street', 'Clark Drive', 'East 20th Avenue'],
      },
      {
        name: 'Riley Park',
        lat: 49.244,
        lng: -123.103,
        spread: 0.007,
        fsas: ['V5Y', 'V5V'],
        streets: ['Main Street', 'Ontario Street', 'East 26th Avenue', 'Cambie Street'],
      },
      {
        name: 'Point Grey',
        lat: 49.264,
        lng: -123.19,
        spread: 0.007,
        fsas: ['V6R', 'V6S'],
        streets: ['West 10th Avenue', 'Dunbar Street', 'Alma Road', 'Sasamat Street', 'Highbury Street'],
      },
      {
        name: 'Marpole',
        lat: 49.211,
        lng: -123.13,
        spread: 0.006,
        fsas: ['V6P'],
        streets: ['Granville Street', 'West 70th Avenue', 'Hudson Street', 'Oak Street'],
      },
      {
        name: 'Hastings-Sunrise',
        lat: 49.279,
        lng: -123.04,
        spread: 0.007,
        fsas: ['V5K'],
        streets: ['East Hastings Street', 'Nanaimo Street', 'Renfrew Street', 'Penticton Street'],
      },
      {
        name: 'UBC',
        lat: 49.262,
        lng: -123.245,
        spread: 0.006,
        fsas: ['V6T'],
        streets: ['Wesbrook Mall', 'University Boulevard', 'East Mall', 'Agronomy Road'],
      },
    ],
  },
  {
    id: 2,
    name: 'Montreal',
    province: 'QC',
    timeZone: 'America/Toronto',
    city: 'Montréal',
    areaCodes: ['514', '438'],
    utcOffset: -5,
    share: 0.25,
    neighbourhoods: [
      {
        name: 'Le Plateau-Mont-Royal',
        lat: 45.523,
        lng: -73.58,
        spread: 0.007,
        fsas: ['H2J', 'H2W', 'H2T', 'H2H'],
        streets: [
          'Rue Saint-Denis',
          'Boulevard Saint-Laurent',
          'Avenue du Mont-Royal Est',
          'Rue Rachel Est',
          'Avenue Laurier Est',
          'Rue Saint-Hubert',
          'Avenue Papineau',
          'Rue Fabre',
          'Rue De Lanaudière',
        ],
      },
      {
        name: 'Mile End',
        lat: 45.524,
        lng: -73.6,
        spread: 0.005,
        fsas: ['H2T', 'H2V'],
        streets: [
          'Avenue du Parc',
          'Rue Saint-Viateur Ouest',
          'Avenue Fairmount Ouest',
          'Rue Bernard Ouest',
          'Rue Waverly',
        ],
      },
      {
        name: 'Centre-ville',
        lat: 45.501,
        lng: -73.572,
        spread: 0.006,
        fsas: ['H3A', 'H3B', 'H3G', 'H3H'],
        streets: [
          'Rue Sainte-Catherine Ouest',
          'Boulevard René-Lévesque Ouest',
          'Rue Sherbrooke Ouest',
          'Rue Peel',
          'Rue Crescent',
          'Rue Bishop',
          'Rue University',
        ],
      },
      {
        name: 'Vieux-Montréal',
        lat: 45.505,
        lng: -73.556,
        spread: 0.003,
        fsas: ['H2Y', 'H3C'],
        streets: ['Rue Saint-Paul Ouest', 'Rue Notre-Dame Ouest', 'Rue McGill', 'Rue de la Commune Ouest'],
      },
      {
        name: 'Rosemont',
        lat: 45.545,
        lng: -73.585,
        spread: 0.008,
        fsas: ['H1X', 'H1Y', 'H2G', 'H2S'],
        streets: [
          'Boulevard Rosemont',
          'Rue Masson',
          'Rue Beaubien Est',
          'Avenue Christophe-Colomb',
          '1re Avenue',
        ],
      },
      {
        name: 'Villeray',
        lat: 45.544,
        lng: -73.622,
        spread: 0.007,
        fsas: ['H2E', 'H2R'],
        streets: ['Rue Jarry Est', 'Rue Villeray', 'Rue De Castelnau Est', 'Avenue de Gaspé'],
      },
      {
        name: 'Hochelaga-Maisonneuve',
        lat: 45.548,
        lng: -73.543,
        spread: 0.007,
        fsas: ['H1W', 'H1V'],
        streets: ['Rue Ontario Est', 'Rue Sainte-Catherine Est', 'Avenue Pie-IX', 'Rue Adam'],
      },
      {
        name: 'Verdun',
        lat: 45.458,
        lng: -73.57,
        spread: 0.006,
        fsas: ['H4G', 'H4H'],
        streets: ['Rue Wellington', 'Boulevard LaSalle', 'Rue de Verdun', "Avenue de l'Église"],
      },
      {
        name: 'Saint-Henri',
        lat: 45.478,
        lng: -73.585,
        spread: 0.004,
        fsas: ['H4C'],
        streets: ['Rue Notre-Dame Ouest', 'Rue Saint-Ambroise', 'Avenue Atwater', 'Rue Saint-Jacques'],
      },
      {
        name: 'Notre-Dame-de-Grâce',
        lat: 45.473,
        lng: -73.615,
        spread: 0.007,
        fsas: ['H4A', 'H4B', 'H3X'],
        streets: [
          'Rue Sherbrooke Ouest',
          'Avenue de Monkland',
          'Boulevard Décarie',
          'Avenue Girouard',
          'Avenue Somerled',
        ],
      },
      {
        name: 'Côte-des-Neiges',
        lat: 45.496,
        lng: -73.623,
        spread: 0.006,
        fsas: ['H3S', 'H3T', 'H3W'],
        streets: ['Chemin de la Côte-des-Neiges', 'Avenue Van Horne', 'Avenue Decelles', 'Chemin Queen-Mary'],
      },
      {
        name: 'Outremont',
        lat: 45.52,
        lng: -73.608,
        spread: 0.005,
        fsas: ['H2V'],
        streets: [
          'Avenue Bernard',
          'Avenue Van Horne',
          'Chemin de la Côte-Sainte-Catherine',
          'Avenue Laurier Ouest',
        ],
      },
      {
        name: 'Ahuntsic',
        lat: 45.556,
        lng: -73.66,
        spread: 0.008,
        fsas: ['H2C', 'H3L', 'H2M'],
        streets: ['Rue Fleury Ouest', 'Rue Lajeunesse', 'Boulevard Henri-Bourassa Est', 'Rue Sauvé Est'],
      },
    ],
  },
  {
    id: 3,
    name: 'Toronto',
    province: 'ON',
    timeZone: 'America/Toronto',
    city: 'Toronto',
    areaCodes: ['416', '647', '437'],
    utcOffset: -5,
    share: 0.3,
    neighbourhoods: [
      {
        name: 'King West',
        lat: 43.645,
        lng: -79.395,
        spread: 0.005,
        fsas: ['M5V', 'M5H'],
        streets: [
          'King Street West',
          'Spadina Avenue',
          'Wellington Street West',
          'Portland Street',
          'Adelaide Street West',
          'John Street',
        ],
      },
      {
        name: 'The Annex',
        lat: 43.67,
        lng: -79.405,
        spread: 0.005,
        fsas: ['M5R', 'M5S'],
        streets: [
          'Bloor Street West',
          'Spadina Road',
          'Brunswick Avenue',
          'Huron Street',
          'Dupont Street',
          'Madison Avenue',
        ],
      },
      {
        name: 'Kensington Market',
        lat: 43.654,
        lng: -79.4,
        spread: 0.003,
        fsas: ['M5T'],
        streets: ['Dundas Street West', 'Spadina Avenue', 'Augusta Avenue', 'Baldwin Street'],
      },
      {
        name: 'Leslieville',
        lat: 43.663,
        lng: -79.33,
        spread: 0.005,
        fsas: ['M4M', 'M4L'],
        streets: ['Queen Street East', 'Jones Avenue', 'Logan Avenue', 'Carlaw Avenue', 'Eastern Avenue'],
      },
      {
        name: 'The Danforth',
        lat: 43.678,
        lng: -79.35,
        spread: 0.005,
        fsas: ['M4K', 'M4J'],
        streets: ['Danforth Avenue', 'Pape Avenue', 'Broadview Avenue', 'Chester Avenue'],
      },
      {
        name: 'The Beaches',
        lat: 43.673,
        lng: -79.297,
        spread: 0.005,
        fsas: ['M4E'],
        streets: ['Queen Street East', 'Kingston Road', 'Lee Avenue', 'Kippendavie Avenue'],
      },
      {
        name: 'Liberty Village',
        lat: 43.639,
        lng: -79.42,
        spread: 0.004,
        fsas: ['M6K'],
        streets: [
          'Liberty Street',
          'King Street West',
          'Dufferin Street',
          'Jameson Avenue',
          'Queen Street West',
        ],
      },
      {
        name: 'Little Italy',
        lat: 43.655,
        lng: -79.415,
        spread: 0.004,
        fsas: ['M6J', 'M6G'],
        streets: [
          'College Street',
          'Ossington Avenue',
          'Dovercourt Road',
          'Crawford Street',
          'Clinton Street',
        ],
      },
      {
        name: 'Roncesvalles',
        lat: 43.648,
        lng: -79.449,
        spread: 0.004,
        fsas: ['M6R'],
        streets: ['Roncesvalles Avenue', 'Howard Park Avenue', 'Sorauren Avenue', 'Fermanagh Avenue'],
      },
      {
        name: 'Yonge and Eglinton',
        lat: 43.706,
        lng: -79.398,
        spread: 0.006,
        fsas: ['M4P', 'M4S', 'M4R'],
        streets: [
          'Yonge Street',
          'Eglinton Avenue West',
          'Mount Pleasant Road',
          'Davisville Avenue',
          'Soudan Avenue',
        ],
      },
      {
        name: 'St. Lawrence',
        lat: 43.649,
        lng: -79.367,
        spread: 0.004,
        fsas: ['M5A', 'M5E'],
        streets: [
          'Front Street East',
          'King Street East',
          'Parliament Street',
          'Mill Street',
          'Sherbourne Street',
        ],
      },
      {
        name: 'Church-Wellesley',
        lat: 43.665,
        lng: -79.382,
        spread: 0.003,
        fsas: ['M4Y', 'M4X'],
        streets: [
          'Church Street',
          'Wellesley Street East',
          'Jarvis Street',
          'Isabella Street',
          'Maitland Street',
        ],
      },
      {
        name: 'The Junction',
        lat: 43.665,
        lng: -79.47,
        spread: 0.005,
        fsas: ['M6P'],
        streets: ['Dundas Street West', 'Keele Street', 'Annette Street', 'Indian Road'],
      },
      {
        name: 'Leaside',
        lat: 43.705,
        lng: -79.365,
        spread: 0.006,
        fsas: ['M4G'],
        streets: ['Bayview Avenue', 'Millwood Road', 'McRae Drive', 'Laird Drive'],
      },
    ],
  },
];

export const regionById = (id: number): Region => REGIONS[id - 1];

/** Letters Canada Post uses in the last three characters of a postal code. */
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

export const postalCode = (fsa: string, next: () => number) =>
  `${fsa} ${Math.floor(next() * 10)}${POSTAL_LETTERS[Math.floor(next() * POSTAL_LETTERS.length)]}${Math.floor(next() * 10)}`;
