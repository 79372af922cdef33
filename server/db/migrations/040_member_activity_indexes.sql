-- Spec 2, Customer profile: the member's Trips tab, payments and recent activity: newest first with
-- the id to break ties, so each page is one index scan in that order (001's indexes stopped at the
-- time).
DROP INDEX trips_customer;
CREATE INDEX trips_customer ON trips (customer_id, start_at DESC, id DESC);
DROP INDEX payments_customer;
CREATE INDEX payments_customer ON payments (customer_id, paid_at DESC, id DESC);
-- A member's tickets start from the link table: its key starts with ticket_id, and 001's
-- (customer_id) index alone makes every match visit the heap for the ticket id.
DROP INDEX ticket_customers_customer;
CREATE INDEX ticket_customers_customer ON ticket_customers (customer_id, ticket_id);
