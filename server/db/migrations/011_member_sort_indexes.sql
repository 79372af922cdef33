-- Spec 2, Customer search: the member list sorts by name, e-mail, customer number and member since.
-- Name and e-mail use their search indexes (001), the customer number its unique index; the
-- date needs its own, with id to break ties, so a page in either direction is an index scan.
CREATE INDEX customers_created ON customers (created_at, id);
