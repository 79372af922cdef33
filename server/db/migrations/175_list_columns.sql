-- Spec points 2 and 9: a list shows fewer columns than it has, so it fits the screen, and each
-- staff member picks the rest (react-admin's ColumnsButton). The choice follows the person to
-- another browser, as their saved searches do (migration 100), so it belongs to the staff
-- record. One row per person and list; `hidden` names the columns hidden (their source),
-- `ranks` their order as the column picker moves them. Edited in place, so versioned.
CREATE TABLE list_columns (
  id        serial PRIMARY KEY,
  staff_id  integer NOT NULL REFERENCES staffs(id) ON DELETE CASCADE,
  resource  text NOT NULL,
  hidden    text[] NOT NULL,
  ranks     integer[] NOT NULL,
  version   integer NOT NULL DEFAULT 1,
  UNIQUE (staff_id, resource)
);
