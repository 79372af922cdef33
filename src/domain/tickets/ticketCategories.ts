import { CATEGORY_VALUE_MAX, CATEGORY_VALUE_MIN } from './tickets.ts';

/**
 * Spec point 3, Ticket category catalogue: 84 entries in two groups, Member Services (values
 * 1-54, user icon) and Fleet (values 55-84, car icon), each group split into the spec's
 * categories, each category into subcategories. Tickets store the values, so a value must
 * never change meaning: the values follow the order of SUBCATEGORIES, which therefore only
 * ever changes its labels' texts. Texts live in i18n under `ticketCategories` (groups,
 * categories, labels); icons are names the web app resolves to its icon set.
 */
export const TICKET_CATEGORY_GROUPS = {
  memberServices: { icon: 'user', first: 1, last: 54 },
  fleet: { icon: 'car', first: 55, last: CATEGORY_VALUE_MAX },
} as const;
export type TicketCategoryGroup = keyof typeof TICKET_CATEGORY_GROUPS;

/** The spec's categories, by group, in the spec's order. */
export const TICKET_CATEGORIES_BY_GROUP = {
  memberServices: [
    'reservationServices',
    'startRentalIssues',
    'driveProblems',
    'endRentalIssues',
    'parking',
    'violation',
    'generalService',
    'accountManagement',
    'billingInquiry',
    'other',
  ],
  fleet: ['assignment', 'repairMaintenance'],
} as const satisfies Record<TicketCategoryGroup, readonly string[]>;
export type TicketCategory = (typeof TICKET_CATEGORIES_BY_GROUP)[TicketCategoryGroup][number];

export interface TicketCategoryEntry {
  value: number;
  group: TicketCategoryGroup;
  category: TicketCategory;
  /** i18n key under ticketCategories.labels. */
  label: string;
  /** The group's icon name. */
  icon: string;
}

/** Subcategories by category, in value order from 1 (Member Services' categories, then Fleet's). */
const SUBCATEGORIES: Record<TicketCategory, readonly string[]> = {
  reservationServices: [
    'cannotBook',
    'reservationCancelled',
    'extendReservation',
    'carNotAtLocation',
    'reservationExpiredEarly',
    'wrongCarReserved',
  ],
  startRentalIssues: [
    'carNotUnlocking',
    'cardNotRead',
    'keysMissing',
    'lowFuelAtStart',
    'carDirtyAtStart',
    'damageBeforeTrip',
    'appCannotStartTrip',
  ],
  driveProblems: [
    'carWillNotStart',
    'warningLight',
    'flatTyreDuringTrip',
    'accident',
    'breakdown',
    'fuelCardDeclined',
  ],
  endRentalIssues: [
    'cannotEndTrip',
    'carNotLocking',
    'outsideHomeZone',
    'keysNotDetected',
    'tripTimeOvercharged',
    'itemsLeftInCar',
  ],
  parking: ['parkingTicketDispute', 'carTowed', 'noParkingSpace', 'restrictedZone', 'parkingPermit'],
  violation: ['smoking', 'petWithoutCarrier', 'unauthorizedDriver', 'trafficTicket', 'carLeftUnlocked'],
  generalService: ['howItWorks', 'homeZoneQuestion', 'appNotWorking', 'feedback', 'lostAndFound'],
  accountManagement: [
    'updateDetails',
    'licenceVerification',
    'closeAccount',
    'accountSuspended',
    'loginTrouble',
  ],
  billingInquiry: [
    'chargeDispute',
    'refundRequest',
    'cardDeclined',
    'promoCodeNotApplied',
    'freeMinutesMissing',
    'statementRequest',
  ],
  other: ['mediaInquiry', 'policeRequest', 'otherMemberRequest'],
  assignment: [
    'relocateCar',
    'refuelCar',
    'cleanCar',
    'recoverOutsideZone',
    'replaceCards',
    'checkReportedDamage',
    'replaceKeys',
    'retrieveTowedCar',
    'deliverToShop',
    'inspectAfterAccident',
  ],
  repairMaintenance: [
    'tyreRepair',
    'deadBattery',
    'engineWarning',
    'brakes',
    'windshield',
    'bodyDamage',
    'brokenMirror',
    'lightOrWiperOut',
    'telematicsOffline',
    'rfidReaderFault',
    'doorLockFault',
    'oilChange',
    'scheduledService',
    'seasonalTyres',
    'airConditioning',
    'interiorDamage',
    'chargingCable',
    'gpsNotReporting',
    'recallRepair',
    'totalLoss',
  ],
};

export const TICKET_CATEGORY_CATALOGUE: readonly TicketCategoryEntry[] = (
  Object.keys(TICKET_CATEGORIES_BY_GROUP) as TicketCategoryGroup[]
)
  .flatMap((group) =>
    TICKET_CATEGORIES_BY_GROUP[group].flatMap((category) =>
      SUBCATEGORIES[category].map((label) => ({ group, category, label })),
    ),
  )
  .map(({ group, category, label }, index) => ({
    value: CATEGORY_VALUE_MIN + index,
    group,
    category,
    label: `ticketCategories.labels.${label}`,
    icon: TICKET_CATEGORY_GROUPS[group].icon,
  }));

const BY_VALUE = new Map(TICKET_CATEGORY_CATALOGUE.map((entry) => [entry.value, entry]));

/** The catalogue entry of a stored value; undefined for a value the catalogue lacks. */
export const ticketCategoryOf = (value: number): TicketCategoryEntry | undefined => BY_VALUE.get(value);

export const groupLabelKey = (group: TicketCategoryGroup): string => `ticketCategories.groups.${group}`;
export const categoryLabelKey = (category: TicketCategory): string =>
  `ticketCategories.categories.${category}`;
