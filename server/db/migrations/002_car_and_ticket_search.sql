-- Car and ticket search (spec point 3). One index per search order (docs/architecture.md, Database notes):
-- the filter and the ORDER BY use the same expression, COLLATE "C" included, so a prefix
-- LIKE and the sort are served by one index scan in PGlite (C) and PostgreSQL (C.UTF-8) alike.

-- Plates are compared upper-cased without spaces: 'ABC1' finds 'ABC 123'.
CREATE INDEX cars_plate_search ON cars ((replace(upper(plate_number), ' ', '') COLLATE "C"), vin);
-- A status filter keeps the plate order (the default order of the car list).
CREATE INDEX cars_status_search ON cars (status, (replace(upper(plate_number), ' ', '') COLLATE "C"), vin);
-- The unique indexes of vin and msisdn have the database's collation; a prefix LIKE and its order need "C".
CREATE INDEX cars_vin_search ON cars ((vin COLLATE "C"));
CREATE INDEX cars_msisdn_search ON cars ((msisdn COLLATE "C"));
CREATE INDEX cars_telemeter_search ON cars ((upper(telemeter_id) COLLATE "C"), vin);
CREATE INDEX cars_model_search ON cars ((lower(model) COLLATE "C"), vin);

-- Tickets list newest first; the open-ticket index keeps "hide closed tickets" and its count
-- from walking the years of closed tickets.
CREATE INDEX tickets_created ON tickets (created_at DESC, id DESC);
CREATE INDEX tickets_open_created ON tickets (created_at DESC, id DESC) WHERE status <> 'Closed';
CREATE INDEX tickets_staff_created ON tickets (staff_id, created_at DESC, id DESC);
-- The link tables' keys start with ticket_id; searching by car or category starts from the other side.
CREATE INDEX ticket_vehicles_vin ON ticket_vehicles (vin);
CREATE INDEX ticket_categories_value ON ticket_categories (category_value, ticket_id);
-- A ticket's notes, newest first.
CREATE INDEX ticket_notes_ticket ON ticket_notes (ticket_id, created_at DESC, id DESC);
