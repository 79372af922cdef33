import { z } from 'zod';
import { bigserialIdParams } from '../ids.ts';
import { allAppliedBefore } from '../imports/massImport.ts';
import { paginated, pageQuery } from '../pagination.ts';

/**
 * Spec 1, Notifications (README, Notifications have paths of their own): what a staff member is told about, each about one
 * of their own records: a ticket assigned to them by someone else, an import of theirs that
 * finished or was interrupted, a vehicle command of theirs that failed or timed out, and a
 * member's alert they set that expires today.
 */
export const NOTIFICATION_KINDS = [
  'ticketAssigned',
  'importFinished',
  'importInterrupted',
  'commandFailed',
  'alertExpiring',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A text's parameters: a ticket's number and subject, a file's name, a command and its car, a member's name. */
const notificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParams>;

/** The bell counts the unread up to here and then reads "99+": a count past it tells nothing more. */
export const UNREAD_CAP = 99;

/** The bell's first page; "see more" adds as many again, up to a list page's largest. */
export const BELL_PAGE = 10;

export const notification = z.object({
  id: z.string().describe('bigserial id, as digits'),
  kind: z.enum(NOTIFICATION_KINDS),
  reference: z.string().describe('the id of the record it is about: ticket, import, command or member'),
  params: notificationParams,
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  version: z.number().int().describe('send it back as If-Match to mark it read'),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = paginated(notification).extend({
  unreadCount: z
    .number()
    .int()
    .describe(`the unread ones, counted up to ${UNREAD_CAP + 1}`),
  unreadCapped: z
    .boolean()
    .describe(`true when more than ${UNREAD_CAP} are unread: the bell reads "${UNREAD_CAP}+"`),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationQuery = z.object(pageQuery);
export const notificationParamsSchema = bigserialIdParams;

export const markedAllRead = z.object({ marked: z.number().int().describe('how many were unread') });

/** The screen a notification opens, by route name and its parameters (src/resources/…/index.ts). */
interface NotificationLink {
  route: string;
  params: Record<string, string>;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/**
 * Where each kind leads: the ticket's edit page, the Import Log (an entry has no page of its
 * own), the trip a command was sent for or else its car, the member's profile.
 */
export const notificationLink = ({
  kind,
  reference,
  params,
}: Pick<Notification, 'kind' | 'reference' | 'params'>): NotificationLink => {
  switch (kind) {
    case 'ticketAssigned':
      return { route: 'editTicket', params: { ticketId: reference } };
    case 'importFinished':
    case 'importInterrupted':
      return { route: 'import', params: {} };
    case 'commandFailed':
      return params.tripId !== undefined
        ? { route: 'tripDetail', params: { tripId: text(params.tripId) } }
        : { route: 'carDetail', params: { vin: text(params.vin) } };
    case 'alertExpiring':
      return { route: 'customerProfile', params: { customerId: reference } };
  }
};

/**
 * The i18n key of a notification's text; a command that never answered says so apart from one
 * refused by its box, and an import whose every row was applied before apart from one that did
 * something (an older notification, without the counts, reads as finished).
 */
export const notificationTextKey = ({ kind, params }: Pick<Notification, 'kind' | 'params'>) => {
  if (kind === 'commandFailed' && params.outcome === 'timedOut') return 'notifications.kinds.commandTimedOut';
  if (
    kind === 'importFinished' &&
    allAppliedBefore({ total: Number(params.total), duplicates: Number(params.duplicates) })
  )
    return 'notifications.kinds.importAppliedBefore';
  return `notifications.kinds.${kind}`;
};
