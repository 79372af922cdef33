import { toDecimal } from '../../src/domain/money.ts';
import { asciiSlug, personName } from './names.ts';
import { REGIONS, postalCode, regionById, type Region } from './places.ts';
import { Random } from './random.ts';
import { cardExpiry, DAY, HOUR, isoDate, MINUTE, monthIndex, YEAR } from './time.ts';

export const DL_STATUSES = ['APPROVED', 'DECLINED', 'PENDING'] as const;
export const CARD_TYPES = ['Visa', 'Mastercard', 'Amex'] as const;

/**
 * What the trip simulation needs to know about each member, decided before any row is
 * written: trips and payments depend on it, and members' balances depend on the payments.
 * Member i has id i + 1; ids follow sign-up order, as a bigserial would.
 */
export interface CustomerPlan {
  count: number;
  region: Uint8Array;
  createdAt: Float64Array;
  /** Index into DL_STATUSES. */
  dlStatus: Uint8Array;
  /** NaN unless the driver record was approved. */
  approvedAt: Float64Array;
  /** When the member stopped driving (account closed or flagged); Infinity if never. */
  blockedAt: Float64Array;
  closed: Uint8Array;
  flagged: Uint8Array;
  /** When the card on file started to be declined; Infinity if it never was. */
  cardFailsAt: Float64Array;
  cardType: Uint8Array;
  cardLast4: Uint16Array;
  /** Months since January 2000. */
  cardExpiry: Uint16Array;
  /** Members who take most of the trips, as in any car-sharing service. */
  frequent: Uint8Array;
}

const SIGNUP_YEARS = 5;

export const planCustomers = (count: number, now: number): CustomerPlan => {
  const rng = Random.for('customers-plan');
  const created = new Float64Array(count);
  // Sign-ups grow over time: more recent members than old ones.
  for (let i = 0; i < count; i++)
    created[i] = now - SIGNUP_YEARS * YEAR * Math.pow(rng.next(), 1.4) - rng.float(0, HOUR);
  created.sort();
  const plan: CustomerPlan = {
    count,
    region: new Uint8Array(count),
    createdAt: created,
    dlStatus: new Uint8Array(count),
    approvedAt: new Float64Array(count).fill(NaN),
    blockedAt: new Float64Array(count).fill(Infinity),
    closed: new Uint8Array(count),
    flagged: new Uint8Array(count),
    cardFailsAt: new Float64Array(count).fill(Infinity),
    cardType: new Uint8Array(count),
    cardLast4: new Uint16Array(count),
    cardExpiry: new Uint16Array(count),
    frequent: new Uint8Array(count),
  };
  const shares = REGIONS.map((r) => [r.id, r.share] as const);
  for (let i = 0; i < count; i++) {
    const createdAt = created[i];
    plan.region[i] = rng.weighted(shares);
    const recent = now - createdAt < 14 * DAY;
    const dl = rng.weighted(
      recent
        ? [
            [0, 30],
            [1, 5],
            [2, 65],
          ]
        : [
            [0, 91],
            [1, 5],
            [2, 4],
          ],
    );
    const approvedAt = createdAt + rng.float(2 * HOUR, 5 * DAY);
    plan.dlStatus[i] = dl === 0 && approvedAt >= now ? 2 : dl;
    if (plan.dlStatus[i] === 0) plan.approvedAt[i] = approvedAt;
    plan.frequent[i] = rng.chance(0.2) ? 1 : 0;
    plan.cardType[i] = rng.weighted([
      [0, 55],
      [1, 35],
      [2, 10],
    ]);
    plan.cardLast4[i] = rng.int(0, 9999);
    plan.cardExpiry[i] = monthIndex(now) + rng.int(2, 60);
    const since = plan.dlStatus[i] === 0 ? approvedAt : createdAt;
    if (rng.chance(0.04)) {
      plan.closed[i] = 1;
      plan.blockedAt[i] = since + rng.next() * (now - since);
    } else if (plan.dlStatus[i] === 0 && rng.chance(0.008)) {
      plan.flagged[i] = 1;
      plan.blockedAt[i] = since + rng.next() * (now - since);
    } else if (plan.dlStatus[i] === 0 && rng.chance(0.03)) {
      // An expired card: charges after its last month are declined, which is how balances arise.
      const failsAt = now - rng.float(3 * DAY, 120 * DAY);
      if (failsAt > since) {
        plan.cardFailsAt[i] = failsAt;
        plan.cardExpiry[i] = monthIndex(failsAt) - 1;
      }
    }
  }
  return plan;
};

export const CUSTOMER_COLUMNS = [
  'id',
  'customer_number',
  'preferred_name',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone',
  'preferred_language',
  'birth_date',
  'gender',
  'marketing_region_id',
  'signup_region_id',
  'discount_group',
  'email_consent',
  'sms_consent',
  'is_student',
  'school_name',
  'account_status',
  'suspension_status',
  'outstanding_balance',
  'application_submitted_at',
  'created_at',
  'home_unit',
  'home_line1',
  'home_line2',
  'home_city',
  'home_province',
  'home_postal_code',
  'home_country',
  'billing_same',
  'billing_unit',
  'billing_line1',
  'billing_line2',
  'billing_city',
  'billing_province',
  'billing_postal_code',
  'billing_country',
  'dl_number',
  'dl_first_name',
  'dl_last_name',
  'dl_expiry_date',
  'dl_country',
  'dl_province',
  'dl_record_status',
  'dl_approval_date',
  'dl_is_active',
  'cc_type',
  'cc_holder',
  'cc_last4',
  'cc_expiry',
  'cc_active',
  'rfid_number',
  'rfid_status',
  'caa_club_code',
  'caa_member_number',
  'caa_member_since',
  'caa_postal_code',
] as const;

const SCHOOLS: Record<Region['name'], readonly string[]> = {
  Vancouver: [
    'University of British Columbia',
    'Simon Fraser University',
    'Langara College',
    'British Columbia Institute of Technology',
    'Emily Carr University of Art + Design',
  ],
  Montreal: [
    'Université de Montréal',
    'McGill University',
    'Concordia University',
    'Université du Québec à Montréal',
    'Polytechnique Montréal',
    'HEC Montréal',
  ],
  Toronto: [
    'University of Toronto',
    'Toronto Metropolitan University',
    'York University',
    'OCAD University',
    'George Brown College',
  ],
};

const EMAIL_DOMAINS: Record<Region['name'], readonly (readonly [string, number])[]> = {
  Vancouver: [
    ['gmail.com', 46],
    ['outlook.com', 12],
    ['hotmail.com', 10],
    ['icloud.com', 10],
    ['yahoo.ca', 6],
    ['shaw.ca', 8],
    ['telus.net', 8],
  ],
  Montreal: [
    ['gmail.com', 44],
    ['hotmail.com', 14],
    ['outlook.com', 10],
    ['videotron.ca', 14],
    ['icloud.com', 8],
    ['yahoo.ca', 6],
    ['bell.net', 4],
  ],
  Toronto: [
    ['gmail.com', 48],
    ['outlook.com', 12],
    ['hotmail.com', 10],
    ['icloud.com', 10],
    ['rogers.com', 10],
    ['yahoo.ca', 6],
    ['sympatico.ca', 4],
  ],
};

/** CAA clubs by province; membership numbers start 620 followed by the club's number. */
const CAA_CLUBS: Record<Region['province'], readonly [string, string]> = {
  BC: ['BCAA', '272'],
  QC: ['CAAQ', '283'],
  ON: ['CAASCO', '273'],
};

/** Customer numbers: 8 digits, unique, not in sign-up order (an affine permutation of the id). */
export const customerNumber = (index: number) =>
  String(10_000_000 + ((index * 7_368_787 + 1_234_567) % 90_000_000));

const licenceNumber = (rng: Random, province: Region['province'], lastName: string) => {
  const initial = (asciiSlug(lastName)[0] ?? 'x').toUpperCase();
  if (province === 'BC') return rng.digits(7);
  if (province === 'ON') return `${initial}${rng.digits(4)}-${rng.digits(5)}-${rng.digits(5)}`;
  return `${initial}${rng.digits(4)}-${rng.digits(6)}-${rng.digits(2)}`;
};

export interface Address {
  unit: string | null;
  line1: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

export const address = (rng: Random, region: Region): Address => {
  const hood = rng.pick(region.neighbourhoods);
  const dense = hood.spread <= 0.005;
  return {
    unit: rng.chance(dense ? 0.6 : 0.3) ? String(rng.int(1, dense ? 35 : 6) * 100 + rng.int(1, 20)) : null,
    line1: `${rng.int(1, 79) * 50 + rng.int(0, 49)} ${rng.pick(hood.streets)}`,
    city: region.city,
    province: region.province,
    postalCode: postalCode(rng.pick(hood.fsas), () => rng.next()),
    country: 'CA',
  };
};

const areaPhone = (rng: Random, region: Region) =>
  `${rng.pick(region.areaCodes)}${rng.int(2, 9)}${rng.digits(6)}`;

/**
 * Rows for the `customers` table, CUSTOMER_COLUMNS order, in batches. `balances` are the
 * declined charges found by the trip simulation, in cents: a member who owes money is SUSPENDED-OSB.
 */
export function* customerRows(plan: CustomerPlan, balances: Float64Array, now: number, batchSize = 20_000) {
  const rng = Random.for('customers');
  const emails = new Set<string>();
  const phones = new Set<string>();
  const rfids = new Set<string>();
  let batch: unknown[][] = [];
  for (let i = 0; i < plan.count; i++) {
    const region = regionById(plan.region[i]);
    const name = personName(rng, region);
    const createdAt = plan.createdAt[i];

    const first = asciiSlug(name.preferredName ?? name.firstName);
    const last = asciiSlug(name.lastName);
    const style = rng.int(0, 4);
    let local = [
      `${first}.${last}`,
      `${first}${last}`,
      `${first[0]}${last}`,
      `${first}_${last}`,
      `${last}.${first}`,
    ][style];
    if (rng.chance(0.3)) local += String(rng.int(1, 99));
    let email = `${local}@${rng.weighted(EMAIL_DOMAINS[region.name])}`;
    while (emails.has(email)) email = email.replace('@', String(rng.int(0, 9)) + '@');
    emails.add(email);

    let phone = areaPhone(rng, region);
    while (phones.has(phone) || phone.slice(4, 6) === '11') phone = areaPhone(rng, region);
    phones.add(phone);

    const age = rng.weighted([
      [[21, 25], 18],
      [[26, 35], 38],
      [[36, 45], 24],
      [[46, 60], 15],
      [[61, 79], 5],
    ] as const);
    const birth = now - rng.int(age[0], age[1]) * YEAR - rng.int(1, 360) * DAY;
    const student = age[0] <= 26 && rng.chance(0.3);
    const caa = rng.chance(0.12);
    const language =
      region.name === 'Montreal'
        ? name.culture === 'french' || rng.chance(0.3)
          ? 'fr'
          : 'en'
        : name.culture === 'french' && rng.chance(0.4)
          ? 'fr'
          : 'en';

    const home = address(rng, region);
    const billingSame = rng.chance(0.9);
    const billing = billingSame ? home : address(rng, region);

    const dlStatus = DL_STATUSES[plan.dlStatus[i]];
    const dlExpiry = now + rng.float(-60 * DAY, 5 * YEAR);
    const approvedAt = plan.approvedAt[i];

    const cardFails = plan.cardFailsAt[i] !== Infinity;
    const balance = balances[i];
    const hasRfid = rng.chance(0.3);
    let rfid: string | null = null;
    if (hasRfid) {
      do rfid = `00${rng.digits(8)}`;
      while (rfids.has(rfid));
      rfids.add(rfid);
    }
    const [clubCode, clubNumber] = CAA_CLUBS[region.province];

    batch.push([
      i + 1,
      customerNumber(i),
      name.preferredName,
      name.firstName,
      name.middleName,
      name.lastName,
      email,
      phone,
      language,
      isoDate(birth),
      name.gender,
      rng.chance(0.97) ? region.id : rng.int(1, 3),
      region.id,
      student ? 'Student' : caa ? 'CAA' : rng.chance(0.03) ? 'Corporate' : null,
      rng.chance(0.55),
      rng.chance(0.35),
      student,
      student ? rng.pick(SCHOOLS[region.name]) : null,
      plan.closed[i] ? 'CLOSED' : 'ACTIVE',
      plan.flagged[i] ? 'SUSPENDED-FLAG' : balance > 0 ? 'SUSPENDED-OSB' : 'UNSUSPENDED',
      toDecimal(balance),
      new Date(createdAt - rng.float(5 * MINUTE, 40 * MINUTE)),
      new Date(createdAt),
      home.unit,
      home.line1,
      null,
      home.city,
      home.province,
      home.postalCode,
      home.country,
      billingSame,
      billing.unit,
      billing.line1,
      null,
      billing.city,
      billing.province,
      billing.postalCode,
      billing.country,
      licenceNumber(rng, region.province, name.lastName),
      name.firstName,
      name.lastName,
      isoDate(dlExpiry),
      'CA',
      region.province,
      dlStatus,
      Number.isNaN(approvedAt) ? null : new Date(approvedAt),
      dlStatus === 'APPROVED' && dlExpiry > now && !plan.closed[i],
      CARD_TYPES[plan.cardType[i]],
      `${name.firstName} ${name.lastName}`.toUpperCase(),
      // Amex numbers are 15 digits; the last four are shown the same way.
      String(plan.cardLast4[i]).padStart(4, '0'),
      cardExpiry(plan.cardExpiry[i]),
      !cardFails && !plan.closed[i],
      rfid,
      rfid ? (rng.chance(0.85) ? 'ACTIVE' : 'INACTIVE') : null,
      caa ? clubCode : null,
      caa ? `620${clubNumber}${rng.digits(10)}` : null,
      caa ? isoDate(createdAt - rng.float(0, 10 * YEAR)) : null,
      caa ? home.postalCode : null,
    ]);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
