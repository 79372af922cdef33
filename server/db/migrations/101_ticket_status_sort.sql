-- Spec 2 /ticket-search: staff sort the ticket list by status. Like the member list's status sorts
-- (migrations 030 and 099), a page is one index range read in order with no Sort node: the
-- status, then the list's own order within it (creation time, ties by id), all one direction.
-- At 200,000 tickets (six in ten closed) on PostgreSQL a page reads 25 entries (0.05 ms), either
-- way, closed hidden or not; two statuses asked skip the statuses before them in the range
-- (New and Deferred: 6.6 ms); one status asked is the creation order (tickets/filters.ts).
--
-- The statuses sort in the order a ticket goes through them (src/domain/tickets/tickets.ts
-- TICKET_STATUSES; tests/api/ticketSearch.test.ts holds the two to the same order), not
-- alphabetically, which would put Closed first and Draft between Deferred and In Progress.
CREATE FUNCTION ticket_status_rank(status text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_position(ARRAY['Draft', 'New', 'In Progress', 'Deferred', 'Closed'], status)
$$;
CREATE INDEX tickets_status_sort ON tickets (ticket_status_rank(status), created_at, id);
-- Closed tickets hidden, the queue staff keep open: read backwards, the full index would walk
-- every closed ticket (most of them) before the first open one.
CREATE INDEX tickets_open_status_sort ON tickets (ticket_status_rank(status), created_at, id)
  WHERE status <> 'Closed';
