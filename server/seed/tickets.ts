import type { TicketDepartment } from '../../src/domain/tickets/tickets.ts';
import type { CarPlan } from './cars.ts';
import type { CustomerPlan } from './customers.ts';
import { Random } from './random.ts';
import type { SeedStaff } from './staff.ts';
import { DAY, HOUR, MINUTE } from './time.ts';

/** Spec point 3: Member Services categories are values 1-54, Fleet 55-84. */
const MEMBER_VALUES: readonly [number, number] = [1, 54];
const FLEET_VALUES: readonly [number, number] = [55, 84];

interface Topic {
  subject: string;
  /** The catalogue's subcategory the subject is filed under (src/domain/tickets/ticketCategories.ts). */
  category: number;
  details: string;
  department: TicketDepartment;
  withCar: number;
}

const MEMBER_TOPICS: readonly Topic[] = [
  {
    subject: 'Unable to start rental: car did not unlock',
    category: 7,
    details: 'Member tapped unlock in the app several times; the doors stayed locked.',
    department: 'Member Services',
    withCar: 1,
  },
  {
    subject: 'Could not end trip outside home zone',
    category: 22,
    details: 'Member parked just outside the home zone boundary and the app refused to end the trip.',
    department: 'Member Services',
    withCar: 0.9,
  },
  {
    subject: 'Reservation expired before member reached the car',
    category: 5,
    details: 'Member was delayed on transit and asks for the reservation fee to be waived.',
    department: 'Member Services',
    withCar: 0.6,
  },
  {
    subject: 'Car found dirty at start of trip',
    category: 11,
    details: 'Food wrappers and sand on the back seat; member sent photos through the app.',
    department: 'Member Services',
    withCar: 1,
  },
  {
    subject: 'Low fuel at trip start',
    category: 10,
    details: 'Car showed under a quarter tank when the member started the trip.',
    department: 'Member Services',
    withCar: 1,
  },
  {
    subject: 'Collision reported by member',
    category: 17,
    details: 'Minor collision in a parking lot; no injuries. Member has the other driver’s details.',
    department: 'Member Services',
    withCar: 1,
  },
  {
    subject: 'Personal item left in car',
    category: 25,
    details: 'Member left a backpack in the trunk after ending the trip.',
    department: 'Member Services',
    withCar: 1,
  },
  {
    subject: 'Parking ticket received after trip ended',
    category: 26,
    details: 'City ticket issued about an hour after the trip ended; member says the car was legally parked.',
    department: 'Member Services',
    withCar: 1,
  },
  {
    subject: 'Driver licence renewed: new licence uploaded',
    category: 42,
    details: 'Member uploaded the renewed licence and asks for the record to be updated.',
    department: 'Member Services',
    withCar: 0,
  },
  {
    subject: 'Locked out of account after password reset',
    category: 45,
    details: 'The reset e-mail link expired; member cannot sign in to the app.',
    department: 'Member Services',
    withCar: 0,
  },
  {
    subject: 'Request to close account',
    category: 43,
    details: 'Member is moving away and wants the account closed.',
    department: 'Member Services',
    withCar: 0,
  },
  {
    subject: 'RFID card not working',
    category: 8,
    details: 'Card reader does not react to the member’s RFID card.',
    department: 'Member Services',
    withCar: 0.5,
  },
  {
    subject: 'Student discount verification',
    category: 41,
    details: 'Member sent proof of enrolment for the student rate.',
    department: 'Member Services',
    withCar: 0,
  },
  {
    subject: 'Promo code free minutes not applied',
    category: 49,
    details: 'Member signed up with a promo code but sees no free minutes on the account.',
    department: 'Billing',
    withCar: 0,
  },
  {
    subject: 'Charged for a trip the member says they did not take',
    category: 46,
    details: 'Member disputes a trip charge on the last statement.',
    department: 'Billing',
    withCar: 0.7,
  },
  {
    subject: 'Refund request: trip ended late because of app issue',
    category: 47,
    details: 'The app froze while ending the trip and the member was charged 25 extra minutes.',
    department: 'Billing',
    withCar: 0.8,
  },
  {
    subject: 'Payment declined: card expired',
    category: 48,
    details: 'Trip charges are failing; the card on file has expired.',
    department: 'Billing',
    withCar: 0,
  },
  {
    subject: 'Question about monthly statement',
    category: 51,
    details: 'Member asks what the fee on the monthly statement is for.',
    department: 'Billing',
    withCar: 0,
  },
  {
    subject: 'Damage fee dispute',
    category: 46,
    details: 'Member disputes a damage fee; says the scratch was there before the trip.',
    department: 'Billing',
    withCar: 1,
  },
];

const FLEET_TOPICS: readonly Topic[] = [
  {
    subject: 'Flat tire reported',
    category: 65,
    details: 'Rear right tire flat; car left at the trip end location.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Check engine light on',
    category: 67,
    details: 'Member reported the check engine light during the trip.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Car not reporting GPS position',
    category: 82,
    details: 'Last GPS fix is several hours old; car may be in an underground garage.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Telematics box offline: wake-up failed',
    category: 73,
    details: 'Wake-up command timed out twice; box does not answer.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Windshield chip needs repair',
    category: 69,
    details: 'Small chip on the passenger side of the windshield.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Scheduled maintenance due',
    category: 77,
    details: 'Odometer past the service interval; book at the dealer.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Low 12 V battery: boost required',
    category: 66,
    details: 'Battery voltage under 11.8 V; car did not wake up.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Car outside home zone: relocation needed',
    category: 58,
    details: 'Car left outside the home zone after a trip was ended by support.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Body damage on rear bumper',
    category: 70,
    details: 'Dent and paint scratches on the rear bumper; photos attached.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Interior cleaning required',
    category: 57,
    details: 'Several members reported the interior as dirty.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Seasonal tire changeover',
    category: 78,
    details: 'Car is due for its seasonal tire changeover.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'EV charge critical: tow to charger',
    category: 56,
    details: 'State of charge under 5 %; cannot reach a charger under its own power.',
    department: 'Fleet Operations',
    withCar: 1,
  },
  {
    subject: 'Car towed by the city',
    category: 62,
    details: 'Car was towed from a construction zone; retrieve it from the impound lot.',
    department: 'Fleet Operations',
    withCar: 1,
  },
];

const NOTES = [
  'Called the member and left a voicemail.',
  'Spoke with the member; details confirmed.',
  'Asked the member to send photos through the app.',
  'Reviewed the trip telemetry; it matches the member’s account.',
  'Added 30 free minutes as goodwill.',
  'Refund processed to the card on file.',
  'Escalated to the fleet team.',
  'Car placed out of service pending inspection.',
  'Technician dispatched to the car.',
  'Waiting for the member to reply.',
  'Member confirmed the issue is resolved.',
  'Resolved; closing the ticket.',
];

export const TICKET_COLUMNS = [
  'id',
  'subject',
  'details',
  'department',
  'source',
  'priority',
  'status',
  'staff_id',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
] as const;
export const TICKET_NOTE_COLUMNS = ['id', 'ticket_id', 'note', 'created_at', 'created_by'] as const;

export interface TicketRows {
  tickets: unknown[][];
  categories: unknown[][];
  customers: unknown[][];
  vehicles: unknown[][];
  notes: unknown[][];
}

const upperBound = (sorted: Float64Array, t: number) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Support tickets of the last two years, written by the seeded staff (`staffIds` in
 * SEED_STAFF order). Old tickets are closed; recent ones are still being worked.
 */
export const planTickets = (
  count: number,
  now: number,
  customers: CustomerPlan,
  cars: readonly CarPlan[],
  staff: readonly SeedStaff[],
  staffIds: readonly number[],
): TicketRows => {
  const rng = Random.for('tickets');
  const team = (roles: string[]) =>
    staff.map((s, i) => [s, staffIds[i]] as const).filter(([s]) => roles.includes(s.role));
  const memberTeam = team(['MSA', 'OC', 'SUPPORT']);
  const fleetTeam = team(['FLEET', 'SVC']);
  const out: TicketRows = { tickets: [], categories: [], customers: [], vehicles: [], notes: [] };
  // Nothing in the last two hours, so every follow-up fits before `now`.
  const created = Array.from(
    { length: count },
    () => now - 2 * HOUR - 730 * DAY * Math.pow(rng.next(), 1.6),
  ).sort((a, b) => a - b);
  let noteId = 1;
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const createdAt = created[i];
    const fleet = rng.chance(0.25);
    const topic = rng.pick(fleet ? FLEET_TOPICS : MEMBER_TOPICS);
    const people = fleet ? fleetTeam : memberTeam;
    const [creator, creatorId] = rng.pick(people);
    const age = now - createdAt;
    const status =
      age > 30 * DAY
        ? rng.weighted([
            ['Closed', 92],
            ['Deferred', 5],
            ['In Progress', 3],
          ] as const)
        : age > 3 * DAY
          ? rng.weighted([
              ['Closed', 60],
              ['In Progress', 25],
              ['New', 10],
              ['Deferred', 5],
            ] as const)
          : rng.weighted([
              ['New', 50],
              ['In Progress', 35],
              ['Draft', 5],
              ['Closed', 10],
            ] as const);
    const assigned = status === 'Draft' || (status === 'New' && rng.chance(0.5)) ? null : rng.pick(people);
    const worked = status !== 'Draft' && status !== 'New';
    const updatedAt = worked ? Math.min(now - MINUTE, createdAt + rng.float(0.5, 96) * HOUR) : null;
    out.tickets.push([
      id,
      topic.subject,
      topic.details,
      topic.department,
      fleet
        ? rng.pick(['Field Report', 'Telematics Alert', 'Phone', 'Email'])
        : rng.weighted([
            ['Phone', 40],
            ['Email', 25],
            ['Chat', 20],
            ['App', 10],
            ['Social Media', 5],
          ] as const),
      rng.weighted([
        ['Low', 30],
        ['Medium', 45],
        ['High', 20],
        ['Urgent', 5],
      ] as const),
      status,
      assigned ? assigned[1] : null,
      new Date(createdAt),
      creator.email,
      updatedAt === null ? null : new Date(updatedAt),
      updatedAt === null ? null : (assigned ?? [creator])[0].email,
    ]);

    const [lo, hi] = fleet ? FLEET_VALUES : MEMBER_VALUES;
    const values = new Set<number>();
    const wanted = rng.weighted([
      [1, 70],
      [2, 22],
      [3, 8],
    ] as const);
    while (values.size < wanted) values.add(rng.int(lo, hi));
    // The draws stay as they were (the rest of the seed follows them); the first gives way to the subject's own category.
    const filed = new Set([topic.category, ...[...values].slice(1)]);
    for (const v of [...filed].sort((a, b) => a - b))
      out.categories.push([id, v, new Date(createdAt), status]);

    const joined = upperBound(customers.createdAt, createdAt);
    if (joined > 0 && (!fleet || rng.chance(0.4))) {
      const who = new Set<number>([rng.int(1, joined)]);
      if (rng.chance(0.05)) who.add(rng.int(1, joined));
      for (const c of who) out.customers.push([id, c]);
    }
    if (rng.chance(topic.withCar)) {
      const inFleet = cars.filter((car) => car.createdAt < createdAt && car.status !== 'INFLEETING');
      if (inFleet.length) out.vehicles.push([id, rng.pick(inFleet).vin]);
    }

    const noteCount = status === 'Draft' ? 0 : status === 'Closed' ? rng.int(1, 4) : rng.int(1, 2);
    let at = createdAt;
    for (let n = 0; n < noteCount; n++) {
      at = Math.min(now - MINUTE, at + rng.float(5 * MINUTE, 30 * HOUR));
      const last = n === noteCount - 1 && status === 'Closed';
      const [, authorId] = n === 0 ? [creator, creatorId] : (assigned ?? rng.pick(people));
      out.notes.push([
        noteId++,
        id,
        last ? 'Resolved; closing the ticket.' : rng.pick(NOTES.slice(0, -1)),
        new Date(at),
        authorId,
      ]);
    }
  }
  return out;
};
