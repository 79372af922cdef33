-- Uploaded files (spec points 5 and 7, /files/upload and /files?fileLocation=). The bytes live
-- behind the storage interface (server/files/storage.ts); this row is what the API knows of
-- them, so a download is only ever of a location the product itself handed out.
CREATE TABLE files (
  id                serial PRIMARY KEY,
  file_name         text NOT NULL CHECK (btrim(file_name) <> ''),
  file_location     text NOT NULL UNIQUE,
  content_type      text NOT NULL,
  size_bytes        integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 1048576),
  uploaded_by_staff_id integer REFERENCES staffs(id) ON DELETE SET NULL,
  uploaded_at       timestamptz NOT NULL DEFAULT now()
);

-- A ticket's files (spec point 3, Ticket files[]: id, fileName, fileLocation, fileDescription).
CREATE TABLE ticket_files (
  ticket_id         integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  file_id           integer NOT NULL REFERENCES files(id),
  file_description  text NOT NULL DEFAULT '',
  PRIMARY KEY (ticket_id, file_id)
);
CREATE INDEX ticket_files_file ON ticket_files (file_id);
