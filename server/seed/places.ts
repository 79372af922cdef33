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

/**
 * A neighbourhood as its row writes it: its name, centre (latitude, longitude), spread, postal
 * districts, and its streets as a map's index lists them, one after another, so that a
 * neighbourhood reads as one row.
 */
const neighbourhood = (
  name: string,
  [lat, lng]: readonly [number, number],
  spread: number,
  fsas: readonly string[],
  streets: string,
): Neighbourhood => ({ name, lat, lng, spread, fsas, streets: streets.split(', ') });

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
      neighbourhood(
        'Downtown',
        [49.282, -123.12],
        0.005,
        ['V6B', 'V6C', 'V6Z', 'V6E'],
        'Granville Street, Robson Street, Seymour Street, Richards Street, Homer Street, Hornby Street, Burrard Street, Howe Street',
      ),
      neighbourhood(
        'West End',
        [49.286, -123.135],
        0.004,
        ['V6E', 'V6G'],
        'Davie Street, Denman Street, Nelson Street, Comox Street, Pendrell Street, Haro Street, Barclay Street',
      ),
      neighbourhood(
        'Yaletown',
        [49.275, -123.122],
        0.003,
        ['V6B', 'V6Z'],
        'Mainland Street, Hamilton Street, Pacific Boulevard, Drake Street',
      ),
      neighbourhood(
        'Kitsilano',
        [49.266, -123.163],
        0.006,
        ['V6K', 'V6J'],
        'West 4th Avenue, Cornwall Avenue, Arbutus Street, Yew Street, Macdonald Street, York Avenue, West 2nd Avenue',
      ),
      neighbourhood(
        'Fairview',
        [49.263, -123.13],
        0.005,
        ['V5Z', 'V6H'],
        'West Broadway, West 10th Avenue, Oak Street, Laurel Street, Heather Street',
      ),
      neighbourhood(
        'Mount Pleasant',
        [49.263, -123.1],
        0.006,
        ['V5T', 'V5Y'],
        'Main Street, East Broadway, Quebec Street, Ontario Street, Kingsway, East 7th Avenue',
      ),
      neighbourhood(
        'Grandview-Woodland',
        [49.271, -123.069],
        0.006,
        ['V5L', 'V5N'],
        'Commercial Drive, Victoria Drive, Venables Street, East 1st Avenue, Napier Street',
      ),
      neighbourhood(
        'Strathcona',
        [49.277, -123.088],
        0.004,
        ['V6A'],
        'East Georgia Street, Union Street, Keefer Street, Princess Avenue',
      ),
      neighbourhood(
        'Kensington-Cedar Cottage',
        [49.248, -123.073],
        0.008,
        ['V5N', 'V5V'],
        'Fraser Street, Knight Street, Clark Drive, East 20th Avenue',
      ),
      neighbourhood(
        'Riley Park',
        [49.244, -123.103],
        0.007,
        ['V5Y', 'V5V'],
        'Main Street, Ontario Street, East 26th Avenue, Cambie Street',
      ),
      neighbourhood(
        'Point Grey',
        [49.264, -123.19],
        0.007,
        ['V6R', 'V6S'],
        'West 10th Avenue, Dunbar Street, Alma Road, Sasamat Street, Highbury Street',
      ),
      neighbourhood(
        'Marpole',
        [49.211, -123.13],
        0.006,
        ['V6P'],
        'Granville Street, West 70th Avenue, Hudson Street, Oak Street',
      ),
      neighbourhood(
        'Hastings-Sunrise',
        [49.279, -123.04],
        0.007,
        ['V5K'],
        'East Hastings Street, Nanaimo Street, Renfrew Street, Penticton Street',
      ),
      neighbourhood(
        'UBC',
        [49.262, -123.245],
        0.006,
        ['V6T'],
        'Wesbrook Mall, University Boulevard, East Mall, Agronomy Road',
      ),
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
      neighbourhood(
        'Le Plateau-Mont-Royal',
        [45.523, -73.58],
        0.007,
        ['H2J', 'H2W', 'H2T', 'H2H'],
        'Rue Saint-Denis, Boulevard Saint-Laurent, Avenue du Mont-Royal Est, Rue Rachel Est, Avenue Laurier Est, Rue Saint-Hubert, Avenue Papineau, Rue Fabre, Rue De Lanaudière',
      ),
      neighbourhood(
        'Mile End',
        [45.524, -73.6],
        0.005,
        ['H2T', 'H2V'],
        'Avenue du Parc, Rue Saint-Viateur Ouest, Avenue Fairmount Ouest, Rue Bernard Ouest, Rue Waverly',
      ),
      neighbourhood(
        'Centre-ville',
        [45.501, -73.572],
        0.006,
        ['H3A', 'H3B', 'H3G', 'H3H'],
        'Rue Sainte-Catherine Ouest, Boulevard René-Lévesque Ouest, Rue Sherbrooke Ouest, Rue Peel, Rue Crescent, Rue Bishop, Rue University',
      ),
      neighbourhood(
        'Vieux-Montréal',
        [45.505, -73.556],
        0.003,
        ['H2Y', 'H3C'],
        'Rue Saint-Paul Ouest, Rue Notre-Dame Ouest, Rue McGill, Rue de la Commune Ouest',
      ),
      neighbourhood(
        'Rosemont',
        [45.545, -73.585],
        0.008,
        ['H1X', 'H1Y', 'H2G', 'H2S'],
        'Boulevard Rosemont, Rue Masson, Rue Beaubien Est, Avenue Christophe-Colomb, 1re Avenue',
      ),
      neighbourhood(
        'Villeray',
        [45.544, -73.622],
        0.007,
        ['H2E', 'H2R'],
        'Rue Jarry Est, Rue Villeray, Rue De Castelnau Est, Avenue de Gaspé',
      ),
      neighbourhood(
        'Hochelaga-Maisonneuve',
        [45.548, -73.543],
        0.007,
        ['H1W', 'H1V'],
        'Rue Ontario Est, Rue Sainte-Catherine Est, Avenue Pie-IX, Rue Adam',
      ),
      neighbourhood(
        'Verdun',
        [45.458, -73.57],
        0.006,
        ['H4G', 'H4H'],
        "Rue Wellington, Boulevard LaSalle, Rue de Verdun, Avenue de l'Église",
      ),
      neighbourhood(
        'Saint-Henri',
        [45.478, -73.585],
        0.004,
        ['H4C'],
        'Rue Notre-Dame Ouest, Rue Saint-Ambroise, Avenue Atwater, Rue Saint-Jacques',
      ),
      neighbourhood(
        'Notre-Dame-de-Grâce',
        [45.473, -73.615],
        0.007,
        ['H4A', 'H4B', 'H3X'],
        'Rue Sherbrooke Ouest, Avenue de Monkland, Boulevard Décarie, Avenue Girouard, Avenue Somerled',
      ),
      neighbourhood(
        'Côte-des-Neiges',
        [45.496, -73.623],
        0.006,
        ['H3S', 'H3T', 'H3W'],
        'Chemin de la Côte-des-Neiges, Avenue Van Horne, Avenue Decelles, Chemin Queen-Mary',
      ),
      neighbourhood(
        'Outremont',
        [45.52, -73.608],
        0.005,
        ['H2V'],
        'Avenue Bernard, Avenue Van Horne, Chemin de la Côte-Sainte-Catherine, Avenue Laurier Ouest',
      ),
      neighbourhood(
        'Ahuntsic',
        [45.556, -73.66],
        0.008,
        ['H2C', 'H3L', 'H2M'],
        'Rue Fleury Ouest, Rue Lajeunesse, Boulevard Henri-Bourassa Est, Rue Sauvé Est',
      ),
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
      neighbourhood(
        'King West',
        [43.645, -79.395],
        0.005,
        ['M5V', 'M5H'],
        'King Street West, Spadina Avenue, Wellington Street West, Portland Street, Adelaide Street West, John Street',
      ),
      neighbourhood(
        'The Annex',
        [43.67, -79.405],
        0.005,
        ['M5R', 'M5S'],
        'Bloor Street West, Spadina Road, Brunswick Avenue, Huron Street, Dupont Street, Madison Avenue',
      ),
      neighbourhood(
        'Kensington Market',
        [43.654, -79.4],
        0.003,
        ['M5T'],
        'Dundas Street West, Spadina Avenue, Augusta Avenue, Baldwin Street',
      ),
      neighbourhood(
        'Leslieville',
        [43.663, -79.33],
        0.005,
        ['M4M', 'M4L'],
        'Queen Street East, Jones Avenue, Logan Avenue, Carlaw Avenue, Eastern Avenue',
      ),
      neighbourhood(
        'The Danforth',
        [43.678, -79.35],
        0.005,
        ['M4K', 'M4J'],
        'Danforth Avenue, Pape Avenue, Broadview Avenue, Chester Avenue',
      ),
      neighbourhood(
        'The Beaches',
        [43.673, -79.297],
        0.005,
        ['M4E'],
        'Queen Street East, Kingston Road, Lee Avenue, Kippendavie Avenue',
      ),
      neighbourhood(
        'Liberty Village',
        [43.639, -79.42],
        0.004,
        ['M6K'],
        'Liberty Street, King Street West, Dufferin Street, Jameson Avenue, Queen Street West',
      ),
      neighbourhood(
        'Little Italy',
        [43.655, -79.415],
        0.004,
        ['M6J', 'M6G'],
        'College Street, Ossington Avenue, Dovercourt Road, Crawford Street, Clinton Street',
      ),
      neighbourhood(
        'Roncesvalles',
        [43.648, -79.449],
        0.004,
        ['M6R'],
        'Roncesvalles Avenue, Howard Park Avenue, Sorauren Avenue, Fermanagh Avenue',
      ),
      neighbourhood(
        'Yonge and Eglinton',
        [43.706, -79.398],
        0.006,
        ['M4P', 'M4S', 'M4R'],
        'Yonge Street, Eglinton Avenue West, Mount Pleasant Road, Davisville Avenue, Soudan Avenue',
      ),
      neighbourhood(
        'St. Lawrence',
        [43.649, -79.367],
        0.004,
        ['M5A', 'M5E'],
        'Front Street East, King Street East, Parliament Street, Mill Street, Sherbourne Street',
      ),
      neighbourhood(
        'Church-Wellesley',
        [43.665, -79.382],
        0.003,
        ['M4Y', 'M4X'],
        'Church Street, Wellesley Street East, Jarvis Street, Isabella Street, Maitland Street',
      ),
      neighbourhood(
        'The Junction',
        [43.665, -79.47],
        0.005,
        ['M6P'],
        'Dundas Street West, Keele Street, Annette Street, Indian Road',
      ),
      neighbourhood(
        'Leaside',
        [43.705, -79.365],
        0.006,
        ['M4G'],
        'Bayview Avenue, Millwood Road, McRae Drive, Laird Drive',
      ),
    ],
  },
];

export const regionById = (id: number): Region => REGIONS[id - 1];

/** Letters Canada Post uses in the last three characters of a postal code. */
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

export const postalCode = (fsa: string, next: () => number) =>
  `${fsa} ${Math.floor(next() * 10)}${POSTAL_LETTERS[Math.floor(next() * POSTAL_LETTERS.length)]}${Math.floor(next() * 10)}`;
