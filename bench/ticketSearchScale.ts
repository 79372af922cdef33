/**
 * `npm run bench:tickets`: the ticket search by status and category at
 * 200,000 tickets, each kind of filter loaded at concurrency 50, PGlite and PostgreSQL
 * (BENCH_DATABASE_URL, a scratch database it empties) side by side. Tickets are scaled alone
 * (SEED_TICKETS) and loaded by COPY by the product's own first start; members, cars and trips
 * stay at the demo scale. Its own script: seeding takes minutes per engine, so `npm run bench`
 * prints the figures this one saved. Prints p50/p95/p99 per filter and writes
 * bench/results/ticketSearchScale.json, with a yardstick measured alongside (the member search
 * by account status). BENCH_ENGINES=postgres skips PGlite.
 */
import { TICKET_STATUSES } from '../src/domain/tickets/tickets.ts';
import { runScaledSearch } from './scaledSearch.ts';

const TICKETS = process.env.BENCH_TICKETS ?? '200000';
const RESULTS_FILE = 'ticketSearchScale.json';

/** Every category value, and a spread of them for the pairs (each group's start, middle and end). */
const CATEGORIES = Array.from({ length: 84 }, (_, i) => i + 1);
const SOME_CATEGORIES = [1, 12, 27, 40, 54, 55, 63, 70, 84];

/** What each filter's requests cycle through: one search each, the first page of 25. */
const FILTERS = {
  status: TICKET_STATUSES.map((status) => ({ status })),
  category: CATEGORIES.map((categories) => ({ categories })),
  statusAndCategory: TICKET_STATUSES.flatMap((status) =>
    SOME_CATEGORIES.map((categories) => ({ status, categories })),
  ),
  hideClosedTickets: [{}, ...CATEGORIES.map((categories) => ({ categories }))].map((filter) => ({
    ...filter,
    hideClosedTickets: 'true',
  })),
  // The whole list and the open queue sorted by status, either way (migration 101).
  statusSort: [{}, { hideClosedTickets: 'true' }].flatMap((filter) =>
    ['ASC', 'DESC'].map((order) => ({ ...filter, sort: 'status', order })),
  ),
};
type FilterName = keyof typeof FILTERS;

/**
 * The machine is shared, so its load moves every figure: the member search by account status,
 * loaded the same way in the same run, is the yardstick (p95 40 ms on PostgreSQL at load
 * average 2.7 in bench/results/memberSearchScale.json). Not one of the targets.
 */
const REFERENCE_PATHS = ['ACTIVE', 'CLOSED'].map(
  (status) => `/api/customer-process/searchCustomer?accountStatus=${status}&page=1&count=25`,
);

const FILTER_LABELS: Record<FilterName | 'reference', string> = {
  reference: 'yardstick: member status',
  status: 'status',
  category: 'category',
  statusAndCategory: 'status + category',
  hideClosedTickets: 'hideClosed (+ category)',
  statusSort: 'sorted by status (+ hideClosed)',
};

const pathsOf = (name: FilterName | 'reference') =>
  name === 'reference'
    ? REFERENCE_PATHS
    : FILTERS[name].map(
        (filter) =>
          `/api/tickets?${new URLSearchParams({
            ...Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, String(value)])),
            page: '1',
            count: '25',
          })}`,
      );

const filtersOf = (names: (FilterName | 'reference')[]) =>
  Object.fromEntries(names.map((name) => [name, { label: FILTER_LABELS[name], paths: pathsOf(name) }]));

void runScaledSearch({
  script: 'bench:tickets',
  name: 'tickets',
  size: TICKETS,
  search: 'ticket search',
  filters: async () => ({
    reference: filtersOf(['reference']),
    measured: filtersOf(Object.keys(FILTERS) as FilterName[]),
  }),
  file: () => RESULTS_FILE,
});
