import { SUB_CHANNELS } from '../../src/domain/promotions/promotionValues.ts';
import { Random } from './random.ts';
import { DAY, isoDate } from './time.ts';

interface Campaign {
  code: string;
  description: string;
  channel: (typeof SUB_CHANNELS)[number];
  join: boolean;
  /** Region ids; empty means all three. */
  regions: number[];
  /** Seasonal campaigns come back every year under a new code. */
  yearly?: boolean;
  /** Free minutes the code promises in its name or description. */
  minutes?: number;
}

const CAMPAIGNS: readonly Campaign[] = [
  {
    code: 'WELCOME30',
    minutes: 30,
    description: '30 free minutes for new members who sign up online',
    channel: 'Digital',
    join: true,
    regions: [],
  },
  {
    code: 'DRIVEFREE60',
    minutes: 60,
    description: 'Registration fee waived and 60 free minutes',
    channel: 'Digital',
    join: true,
    regions: [],
  },
  {
    code: 'FRIENDREFERRAL',
    description: 'Referral reward: free minutes for the new member and the referrer',
    channel: 'Referral',
    join: true,
    regions: [],
  },
  {
    code: 'CAAMEMBER',
    minutes: 100,
    description: 'CAA members: registration discount and 100 free minutes',
    channel: 'Partnership',
    join: true,
    regions: [],
  },
  {
    code: 'UBCSTUDENT',
    description: 'UBC students: half-price registration',
    channel: 'University',
    join: true,
    regions: [1],
    yearly: true,
  },
  {
    code: 'SFUSTUDENT',
    description: 'SFU students: half-price registration',
    channel: 'University',
    join: true,
    regions: [1],
    yearly: true,
  },
  {
    code: 'MCGILL',
    description: 'McGill students: registration discount and free minutes',
    channel: 'University',
    join: true,
    regions: [2],
    yearly: true,
  },
  {
    code: 'CONCORDIA',
    description: 'Concordia students: registration discount and free minutes',
    channel: 'University',
    join: true,
    regions: [2],
    yearly: true,
  },
  {
    code: 'UDEMETUDIANT',
    description: 'Étudiants de l’Université de Montréal : inscription à moitié prix',
    channel: 'University',
    join: true,
    regions: [2],
    yearly: true,
  },
  {
    code: 'UOFTSTUDENT',
    description: 'University of Toronto students: registration discount',
    channel: 'University',
    join: true,
    regions: [3],
    yearly: true,
  },
  {
    code: 'TMUSTUDENT',
    description: 'Toronto Metropolitan University students: registration discount',
    channel: 'University',
    join: true,
    regions: [3],
    yearly: true,
  },
  {
    code: 'BIENVENUEMTL',
    minutes: 45,
    description: 'Bienvenue à Montréal : 45 minutes gratuites à l’inscription',
    channel: 'Street Team',
    join: true,
    regions: [2],
  },
  {
    code: 'YVRMOVEIN',
    description: 'New to Vancouver: registration discount for new residents',
    channel: 'Street Team',
    join: true,
    regions: [1],
  },
  {
    code: 'TOWORKPLACE',
    description: 'Toronto corporate partners: employee registration offer',
    channel: 'Corporate',
    join: true,
    regions: [3],
  },
  {
    code: 'SUMMERDRIVE',
    description: 'Summer weekend free minutes',
    channel: 'Digital',
    join: false,
    regions: [],
    yearly: true,
  },
  {
    code: 'LONGWEEKEND',
    description: 'Long weekend bonus minutes',
    channel: 'Digital',
    join: false,
    regions: [],
    yearly: true,
  },
  {
    code: 'WINTERREADY',
    description: 'Winter tires on every car: free minutes for the first snowfall',
    channel: 'Digital',
    join: false,
    regions: [],
    yearly: true,
  },
  {
    code: 'CANADADAY',
    description: 'Canada Day free minutes',
    channel: 'Events',
    join: false,
    regions: [1, 3],
    yearly: true,
  },
  {
    code: 'FETENATIONALE',
    description: 'Fête nationale : minutes gratuites',
    channel: 'Events',
    join: false,
    regions: [2],
    yearly: true,
  },
  {
    code: 'JAZZFEST',
    description: 'Festival International de Jazz de Montréal: ride to the shows',
    channel: 'Events',
    join: false,
    regions: [2],
    yearly: true,
  },
  {
    code: 'PNEFAIR',
    description: 'PNE Fair: free minutes to Hastings Park',
    channel: 'Events',
    join: false,
    regions: [1],
    yearly: true,
  },
  {
    code: 'TIFFNIGHTS',
    description: 'TIFF: free minutes for late screenings',
    channel: 'Events',
    join: false,
    regions: [3],
    yearly: true,
  },
  {
    code: 'EARTHDAY',
    description: 'Earth Day: free minutes in our hybrid and electric cars',
    channel: 'Digital',
    join: false,
    regions: [],
    yearly: true,
  },
  {
    code: 'BACKTOSCHOOL',
    description: 'Back to school: registration discount for students',
    channel: 'University',
    join: true,
    regions: [],
    yearly: true,
  },
  {
    code: 'SORRY20',
    minutes: 20,
    description: 'Service recovery: 20 free minutes',
    channel: 'Customer Care',
    join: false,
    regions: [],
  },
  {
    code: 'GOODWILL30',
    minutes: 30,
    description: 'Goodwill: 30 free minutes',
    channel: 'Customer Care',
    join: false,
    regions: [],
  },
  {
    code: 'COMEBACK45',
    minutes: 45,
    description: 'We miss you: 45 free minutes for members who have not driven in six months',
    channel: 'Digital',
    join: false,
    regions: [],
  },
];

export interface SeedPromotion {
  id: number;
  row: unknown[];
  regions: number[];
  /** What the free-minutes seed applies codes by (the row's values, named). */
  status: string;
  join: boolean;
  startDate: string;
  freeMinutes: number;
  daysValid: number;
  numberOfUses: number;
}

/** About sixty promotions: evergreen codes plus seasonal ones for the last, current and next year. */
export const planPromotions = (now: number): SeedPromotion[] => {
  const rng = Random.for('promotions');
  const thisYear = new Date(now).getUTCFullYear();
  const today = isoDate(now);
  const out: SeedPromotion[] = [];
  for (const c of CAMPAIGNS) {
    const years = c.yearly ? [thisYear - 1, thisYear, thisYear + 1] : [0];
    for (const year of years) {
      const code = year ? `${c.code}${year}` : c.code;
      let start: number;
      let expiry: number | null;
      if (year) {
        // Seasonal codes run from late winter (or the start of term) for a few months.
        start = Date.UTC(year, rng.int(0, 8), rng.int(1, 28));
        expiry = start + rng.int(60, 200) * DAY;
      } else {
        start = now - rng.int(200, 1200) * DAY;
        expiry = rng.chance(0.7) ? null : now + rng.int(60, 500) * DAY;
      }
      const startDate = isoDate(start);
      const expiryDate = expiry === null ? null : isoDate(expiry);
      const status =
        expiryDate !== null && expiryDate < today ? 'EXPIRED' : rng.chance(0.1) ? 'INACTIVE' : 'ACTIVE';
      const id = out.length + 1;
      const freeMinutes =
        c.minutes ?? (c.join ? rng.pick([30, 45, 60, 100, 150]) : rng.pick([15, 20, 30, 45, 60]));
      const daysValid = rng.pick([30, 60, 90, 180, 365]);
      const numberOfUses = c.join ? rng.pick([250, 500, 999]) : rng.pick([1, 2, 100, 500]);
      out.push({
        id,
        regions: c.regions.length ? c.regions : [1, 2, 3],
        status,
        join: c.join,
        startDate,
        freeMinutes,
        daysValid,
        numberOfUses,
        row: [
          id,
          code,
          year ? `${c.description} (${year})` : c.description,
          c.channel,
          status,
          c.join ? 'Join code' : 'Non-join code',
          freeMinutes,
          daysValid,
          numberOfUses,
          c.join ? rng.pick([25, 35, 50, 99]) : 0,
          startDate,
          expiryDate,
          rng.chance(0.5)
            ? rng.pick([
                'Budget approved by marketing.',
                'Track sign-ups weekly.',
                'Co-branded with partner.',
                'Announced in the newsletter.',
                'Printed on street-team flyers.',
              ])
            : null,
          new Date(Math.min(start, now) - rng.int(3, 30) * DAY),
        ],
      });
    }
  }
  return out;
};

export const PROMOTION_COLUMNS = [
  'id',
  'promo_code',
  'description',
  'sub_channel',
  'status',
  'type',
  'free_minutes',
  'days_valid',
  'number_of_uses',
  'reg_discount',
  'start_date',
  'expiry_date',
  'marketing_notes',
  'created_at',
] as const;
