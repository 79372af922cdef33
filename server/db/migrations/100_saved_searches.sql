-- README, Departures from the spec: saved searches follow the staff member. react-admin kept them
-- in the browser; here they belong to the staff record (not the token's subject, which a user
-- re-created in the pool would change), and go with it. Rows are made and deleted, never edited, so
-- they carry no version. The value is react-admin's saved query (filter, sort, perPage,
-- displayedFilters), checked by src/domain/savedSearches before it gets here.
CREATE TABLE saved_searches (
  id          bigserial PRIMARY KEY,
  staff_id    integer NOT NULL REFERENCES staffs(id) ON DELETE CASCADE,
  resource    text NOT NULL,
  label       text NOT NULL CHECK (btrim(label) <> '' AND char_length(label) <= 60),
  value       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- One name per person and list, whatever its case ("Open" and "open" would read as one in
-- the panel); the same index serves the panel's list, in name order.
CREATE UNIQUE INDEX saved_searches_label ON saved_searches (staff_id, resource, lower(label));
