import { describe, expect, it } from 'vitest';
import {
  notificationLink,
  notificationTextKey,
  type Notification,
} from '../../../src/domain/notifications/notification.ts';

const of = (kind: Notification['kind'], reference: string, params: Notification['params'] = {}) => ({
  kind,
  reference,
  params,
});

describe('each notification links to its record', () => {
  it('a ticket assigned opens the ticket', () => {
    expect(notificationLink(of('ticketAssigned', '41'))).toEqual({
      route: 'editTicket',
      params: { ticketId: '41' },
    });
  });

  it('an import finished or interrupted opens the Import Log (an entry has no page of its own)', () => {
    expect(notificationLink(of('importFinished', '5'))).toEqual({ route: 'import', params: {} });
    expect(notificationLink(of('importInterrupted', '5'))).toEqual({ route: 'import', params: {} });
  });

  it('a failed command opens the trip it was sent for, else its car', () => {
    expect(notificationLink(of('commandFailed', '9', { vin: 'V', tripId: '77' }))).toEqual({
      route: 'tripDetail',
      params: { tripId: '77' },
    });
    expect(notificationLink(of('commandFailed', '9', { vin: 'V' }))).toEqual({
      route: 'carDetail',
      params: { vin: 'V' },
    });
  });

  it("an alert expiring today opens the member's profile", () => {
    expect(notificationLink(of('alertExpiring', '7'))).toEqual({
      route: 'customerProfile',
      params: { customerId: '7' },
    });
  });
});

describe('notifications: the text of each kind', () => {
  it('a command that never answered says it timed out, one the box refused that it failed', () => {
    expect(notificationTextKey(of('commandFailed', '9', { outcome: 'timedOut' }))).toBe(
      'notifications.kinds.commandTimedOut',
    );
    expect(notificationTextKey(of('commandFailed', '9', { outcome: 'failed' }))).toBe(
      'notifications.kinds.commandFailed',
    );
    expect(notificationTextKey(of('ticketAssigned', '1'))).toBe('notifications.kinds.ticketAssigned');
  });

  it('spec 4 Import status: a rerun whose every row was applied before says so, not "0 applied, 0 failed"', () => {
    const finished = (params: Notification['params']) =>
      notificationTextKey(of('importFinished', '5', { fileName: 'a.csv', success: 0, failed: 0, ...params }));
    expect(finished({ total: 2, duplicates: 2 })).toBe('notifications.kinds.importAppliedBefore');
    expect(finished({ total: 3, duplicates: 2, failed: 1 })).toBe('notifications.kinds.importFinished');
    // Written before the counts were kept: as it always read.
    expect(finished({})).toBe('notifications.kinds.importFinished');
  });
});
