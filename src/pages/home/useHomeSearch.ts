import { useEffect, useEffectEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CarSearchRow } from '../../domain/cars/carSearch.ts';
import type { CustomerSearchRow } from '../../domain/customers/customerSearch.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { useDebounced } from '../../custom/forms/useDebounced.ts';
import {
  HOME_SEARCH_DELAY_MS,
  HOME_SEARCH_LIMIT,
  HOME_SEARCH_MIN_CHARS,
  ticketSearchOf,
  type SearchKind,
  type TicketHit,
} from './searchKinds.ts';

interface Rows<T> {
  data?: T[];
}

interface Answer<T> {
  key: string;
  rows?: T[];
  failed?: boolean;
}

/** One kind's answer for the current text; an answer to older text is never shown. */
const useKindQuery = <T>(kind: SearchKind, q: string, enabled: boolean, ask: () => Promise<Rows<T>>) => {
  const key = `${kind}:${q}`;
  const [answer, setAnswer] = useState<Answer<T>>({ key: '' });
  const run = useEffectEvent((onAnswer: (next: Answer<T>) => void) => {
    ask().then(
      (body) => onAnswer({ key, rows: body.data ?? [] }),
      () => onAnswer({ key, failed: true }),
    );
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    run((next) => live && setAnswer(next));
    return () => {
      live = false;
    };
  }, [key, enabled]);
  const current = enabled && answer.key === key;
  return {
    data: current ? (answer.rows ?? []) : [],
    isFetching: enabled && !current,
    isError: current && !!answer.failed,
  };
};

/**
 * The home page's one search box: members, cars and tickets at once, each only when the
 * role may open it (`kinds`), from 3 characters and 300 ms after the last key.
 */
export const useHomeSearch = (typed: string, kinds: readonly SearchKind[]) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const q = useDebounced(typed.trim(), HOME_SEARCH_DELAY_MS);
  const ready = q.length >= HOME_SEARCH_MIN_CHARS;
  const ticketSearch = ticketSearchOf(q);
  const page = { page: 1, count: HOME_SEARCH_LIMIT };

  const members = useKindQuery<CustomerSearchRow>('members', q, ready && kinds.includes('members'), () =>
    dataProvider.call('customers', 'SEARCH', { q, ...page }),
  );
  const cars = useKindQuery<CarSearchRow>('cars', q, ready && kinds.includes('cars'), () =>
    dataProvider.call('cars', 'SEARCH', { q, ...page }),
  );
  const tickets = useKindQuery<TicketHit>(
    'tickets',
    q,
    ready && !!ticketSearch && kinds.includes('tickets'),
    () => dataProvider.call('tickets', 'SEARCH', { ...ticketSearch, ...page }),
  );
  const asked = [
    kinds.includes('members') && members,
    kinds.includes('cars') && cars,
    kinds.includes('tickets') && ticketSearch && tickets,
  ].filter((query) => !!query);

  return {
    /** The text the results are for. */
    q: ready ? q : '',
    /** Still waiting for the debounce or an answer. */
    pending:
      typed.trim().length >= HOME_SEARCH_MIN_CHARS && (typed.trim() !== q || asked.some((r) => r.isFetching)),
    failed: asked.some((r) => r.isError),
    members: members.data,
    cars: cars.data,
    tickets: tickets.data,
  };
};
