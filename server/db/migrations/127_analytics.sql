-- Spec 1 Analytics: each chart reads one index range of its table by date, from the
-- index alone where it can. Trips per day and utilisation: the trips started in (or, under
-- way, overlapping) the range with their car and end. Members per week: customers_created
-- (migration 011). Tickets opened: tickets_created (migration 002).
CREATE INDEX trips_analytics ON trips (start_at) INCLUDE (vin, end_at);
-- Revenue: the ledger's lines by day, payments left out (they settle revenue, they are none).
CREATE INDEX ledger_lines_revenue ON ledger_lines (posted_at) INCLUDE (amount, tax) WHERE kind <> 'payment';
-- Tickets closed: a Closed ticket by its last change, the one that closed it.
CREATE INDEX tickets_closed ON tickets (updated_at) WHERE status = 'Closed';
