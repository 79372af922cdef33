import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/index.ts';
import type { HttpError } from '../../../../dataProvider/HttpError.ts';
import type { Reservation } from '../../../../domain/reservations/reservations.ts';

/**
 * The server's reason for a refusal the tab can explain, else none: a 409 (the car or the
 * member is taken, the hold is over) or a 412 (someone changed the reservation meanwhile;
 * the refetch below shows their version).
 */
const reasonOf = (error: unknown): string | null => {
  const { status, message } = error as Partial<HttpError>;
  return (status === 409 || status === 412) && message ? message : null;
};

/**
 * Book and cancel (spec 4) with spec 8's texts: success says so; failure says to try again
 * and contact Help Desk, and a refusal the server explains keeps its reason on screen. Both
 * refresh the member's reservations and the available cars.
 */
export const useReservationActions = (customerId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<string | null>(null);

  const settled = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['reservations'] }),
      queryClient.invalidateQueries({ queryKey: ['availableVehicles'] }),
    ]);
  };
  const outcome = (success: string, failure: string) => ({
    onSuccess: () => {
      setReason(null);
      notify(success, { type: 'success' });
    },
    onError: (error: unknown) => {
      console.warn('Reservation call failed', { customerId, error });
      setReason(reasonOf(error));
      notify(failure, { type: 'error' });
    },
    onSettled: settled,
  });

  const book = useMutation({
    mutationFn: (vin: string) => dataProvider.call<Reservation>('reservations', 'ADD', { customerId, vin }),
    ...outcome('reservations.reserved', 'reservations.bookFailed'),
  });
  const cancel = useMutation({
    mutationFn: (reservation: Reservation) =>
      dataProvider.call<Reservation>('reservations', 'DELETE', {
        id: reservation.id,
        ifMatch: reservation.version,
      }),
    ...outcome('reservations.canceled', 'reservations.cancelFailed'),
  });
  return { book, cancel, reason, busy: book.isPending || cancel.isPending };
};
