-- docs/architecture.md, Database notes: the ticket search at 200,000 tickets, p95 under 50 ms at
-- concurrency 50. Measured with pgbench (c20, status + category, page and count): 316 searches a
-- second before, 1,050 with the status on the category links, 2,220 with the summary below as well.

-- 1. A category link keeps its ticket's status, so a search by category and status (or with
-- closed tickets hidden) is one range of one index, page and count, with no ticket probed:
-- before, a page read a category's links newest first and probed each ticket for its status
-- (382 probes for 25 Deferred rows), and the count hashed every ticket of the status.
ALTER TABLE ticket_categories ADD COLUMN ticket_status text;
UPDATE ticket_categories AS link SET ticket_status = tickets.status
  FROM tickets WHERE tickets.id = link.ticket_id;
ALTER TABLE ticket_categories ALTER COLUMN ticket_status SET NOT NULL;
CREATE INDEX ticket_categories_status_created
  ON ticket_categories (category_value, ticket_status, ticket_created_at DESC, ticket_id DESC);
CREATE INDEX ticket_categories_open_created
  ON ticket_categories (category_value, ticket_created_at DESC, ticket_id DESC)
  WHERE ticket_status <> 'Closed';

-- A link inserted without them takes its ticket's creation time and status (migration 092's
-- trigger, now for both).
CREATE OR REPLACE FUNCTION ticket_category_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ticket_created_at IS NULL OR NEW.ticket_status IS NULL THEN
    SELECT coalesce(NEW.ticket_created_at, created_at), coalesce(NEW.ticket_status, status)
      INTO NEW.ticket_created_at, NEW.ticket_status
      FROM tickets WHERE id = NEW.ticket_id;
  END IF;
  RETURN NEW;
END
$$;

CREATE FUNCTION ticket_status_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ticket_categories SET ticket_status = NEW.status WHERE ticket_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER ticket_status_to_links AFTER UPDATE OF status ON tickets
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION ticket_status_to_links();

-- 2. A ticket keeps a summary of its links as the search lists them (categories, members with
-- their names, cars with their plates): a page is 25 rows read, where it was 25 rows and 100
-- subqueries, whose planning alone cost as much as running them. json, not jsonb: nothing looks
-- inside it, and jsonb's output function cost a fifth of the page (pgbench, 4,375 → 5,551 a second).
CREATE FUNCTION ticket_links(ticket integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'categories', coalesce((
      SELECT json_agg(category_value ORDER BY category_value)
        FROM ticket_categories WHERE ticket_id = ticket), '[]'),
    'customers', coalesce((
      SELECT json_agg(json_build_object('id', c.id, 'first_name', c.first_name,
          'last_name', c.last_name, 'preferred_name', c.preferred_name) ORDER BY c.id)
        FROM ticket_customers AS tc JOIN customers AS c ON c.id = tc.customer_id
        WHERE tc.ticket_id = ticket), '[]'),
    'vehicles', coalesce((
      SELECT json_agg(json_build_object('vin', tv.vin, 'plate_number', cars.plate_number)
          ORDER BY tv.vin)
        FROM ticket_vehicles AS tv LEFT JOIN cars ON cars.vin = tv.vin
        WHERE tv.ticket_id = ticket), '[]'))
$$;

ALTER TABLE tickets ADD COLUMN links json NOT NULL
  DEFAULT '{"categories": [], "customers": [], "vehicles": []}';
UPDATE tickets SET links = ticket_links(id);

-- Kept by the database, so no writer (the API, the seed's COPY, a fix by hand) can forget it.
-- Statement triggers: a COPY of 200,000 links rewrites each ticket once, not once per link.
CREATE FUNCTION ticket_links_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets SET links = ticket_links(id) WHERE id IN (SELECT ticket_id FROM changed);
  RETURN NULL;
END
$$;
CREATE TRIGGER ticket_links_added AFTER INSERT ON ticket_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ticket_links_of_changed_rows();
CREATE TRIGGER ticket_links_removed AFTER DELETE ON ticket_categories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ticket_links_of_changed_rows();
CREATE TRIGGER ticket_links_added AFTER INSERT ON ticket_customers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ticket_links_of_changed_rows();
CREATE TRIGGER ticket_links_removed AFTER DELETE ON ticket_customers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ticket_links_of_changed_rows();
CREATE TRIGGER ticket_links_added AFTER INSERT ON ticket_vehicles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ticket_links_of_changed_rows();
CREATE TRIGGER ticket_links_removed AFTER DELETE ON ticket_vehicles
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ticket_links_of_changed_rows();

-- A member's new name and a car's new plate show in the tickets that name them.
CREATE FUNCTION ticket_links_of_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets SET links = ticket_links(id)
    WHERE id IN (SELECT ticket_id FROM ticket_customers WHERE customer_id = NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER ticket_links_of_customer AFTER UPDATE OF first_name, last_name, preferred_name
  ON customers FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.preferred_name)
    IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.preferred_name))
  EXECUTE FUNCTION ticket_links_of_customer();

CREATE FUNCTION ticket_links_of_car() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets SET links = ticket_links(id)
    WHERE id IN (SELECT ticket_id FROM ticket_vehicles WHERE vin = NEW.vin);
  RETURN NULL;
END
$$;
CREATE TRIGGER ticket_links_of_car AFTER UPDATE OF plate_number ON cars FOR EACH ROW
  WHEN (OLD.plate_number IS DISTINCT FROM NEW.plate_number)
  EXECUTE FUNCTION ticket_links_of_car();
