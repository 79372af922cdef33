-- Profile notes (spec point 3 "Profile note", spec point 7 /customer-process/profileNotes/{id}).
-- The author's name is kept as written at the time, so a note still names its author after the
-- staff member is renamed or removed; the staff id links it while the staff record exists.
CREATE TABLE profile_notes (
  id                   bigserial PRIMARY KEY,
  customer_id          bigint NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  note                 text NOT NULL CHECK (btrim(note) <> ''),
  version              integer NOT NULL DEFAULT 1,
  created_at           timestamptz NOT NULL DEFAULT now(),
  created_by_staff_id  integer REFERENCES staffs(id) ON DELETE SET NULL,
  created_by           text NOT NULL,
  updated_at           timestamptz,
  updated_by           text
);

-- A member's notes, newest first: the list reads this index in order.
CREATE INDEX profile_notes_customer ON profile_notes (customer_id, created_at DESC, id DESC);
