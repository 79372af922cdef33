-- README, Departures from the spec (an uploaded file belongs to one area): a mass import's files
-- (its uploaded CSV and its details file) are the import area's, a ticket's attachments the tickets
-- area's. The upload says which a file is, so neither area reads the other's files and an
-- attachment cannot be imported.
ALTER TABLE files ADD COLUMN area text NOT NULL DEFAULT 'tickets' CHECK (area IN ('tickets', 'import'));
