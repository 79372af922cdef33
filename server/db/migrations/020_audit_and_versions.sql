-- Every write (docs/architecture.md, Writes): a version on the record, so a save made from a
-- stale copy is refused (412) instead of overwriting a colleague's change, and an audit entry
-- saying who changed what, from what, to what. Members' entries are their Activity Log.
ALTER TABLE customers ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE staffs ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE tickets ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE cars ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE promotions ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TABLE audit_entries (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- The author as they were named then: a staff record renamed or removed later does not rewrite history.
  actor_staff_id integer REFERENCES staffs (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  entity text NOT NULL,
  record_id text NOT NULL,
  action text NOT NULL,
  before jsonb,
  after jsonb
);
-- A record's history newest first, between two dates: one index range, no sort.
CREATE INDEX audit_entries_record ON audit_entries (entity, record_id, at DESC, id DESC);
