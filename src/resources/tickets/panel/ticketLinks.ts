import { useEffect, useSyncExternalStore } from 'react';
import { useWatch } from 'react-hook-form';
import { createExternalStore } from '../../../custom/stores/externalStore.ts';

/** A member linked to the ticket on screen, as the form holds it (fetched or looked up). */
export interface LinkedMember {
  id: number | string;
  fullName?: string;
  customerNumber?: string;
}

/** A car linked to the ticket on screen: a fetched ticket's cars have their VIN, looked-up ones an id too. */
export interface LinkedCar {
  id?: string;
  vin?: string;
  plateNumber?: string | null;
}

export interface TicketLinks {
  customers: readonly LinkedMember[];
  vehicles: readonly LinkedCar[];
}

const NONE: TicketLinks = { customers: [], vehicles: [] };

/**
 * The members and cars picked in the ticket form, for the split panel beside it, which sits
 * outside the form: a new ticket's links exist nowhere else until it is saved.
 */
const links = createExternalStore<TicketLinks>(NONE);

export const useTicketLinks = () => useSyncExternalStore(links.subscribe, links.getSnapshot);

/** Inside the ticket form: keeps the panel's links up with the form's, and clears them on leaving. */
export const ShareTicketLinks = () => {
  const [customers, vehicles] = useWatch({ name: ['customers', 'vehicles'] }) as [
    LinkedMember[] | undefined,
    LinkedCar[] | undefined,
  ];
  useEffect(() => {
    links.set({ customers: customers ?? [], vehicles: vehicles ?? [] });
  }, [customers, vehicles]);
  useEffect(() => () => links.set(NONE), []);
  return null;
};

export const vinOfCar = (car: LinkedCar): string => car.vin ?? car.id ?? '';
