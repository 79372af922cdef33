import type { TranslateFunction } from 'react-admin';
import { factsLine, type CompactRow } from '../../custom/splitScreen/compactRow.ts';
import { commandName } from '../../custom/carCommands/commandName.ts';
import { pathOf } from '../../custom/routes/routeTable.ts';
import { formatDateTime } from '../../domain/formats.ts';
import type { Reservation } from '../../domain/reservations/reservations.ts';
import { reservationState } from '../../domain/reservations/reservationState.ts';

/** What the car detail reads of a line of /internal/vehicle/{vin}/history (an audit entry or a command). */
export interface CarHistoryLine {
  id: string;
  kind: 'audit' | 'command';
  at: string;
  actorName: string;
  action: string;
}

/** A change staff made to the car, or a command sent to its box (or for its trip). */
export const historyRow = (
  line: CarHistoryLine,
  locale: string,
  translate: TranslateFunction,
): CompactRow => ({
  key: `history-${line.kind}-${line.id}`,
  to: '',
  primary: line.kind === 'command' ? commandName(line.action, translate) : line.action,
  secondary: factsLine(line.actorName, formatDateTime(line.at, locale)),
});

/** One of the car's reservations: the member it was for, its state and when it was made. */
export const carReservationRow = (
  reservation: Reservation,
  locale: string,
  translate: TranslateFunction,
): CompactRow => ({
  key: `reservation-${reservation.id}`,
  to: pathOf('customerProfile', { customerId: reservation.customerId }),
  primary: translate('cars.detail.reservationOf', { customerId: reservation.customerId }),
  secondary: factsLine(
    translate(`reservations.status.${reservationState(reservation, Date.now())}`),
    formatDateTime(reservation.reservedAt, locale),
    reservation.reservedBy,
  ),
});
