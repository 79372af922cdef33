-- Spec 3, Mass import log entry "details download": an import's details file is the product's
-- own, written by the server, not an upload; it is not held to the 1 MB upload cap (spec 5
-- File upload), so a file of many refused rows still gets its details and its import ends
-- Completed. Uploads keep the cap here as well as in the upload route.
ALTER TABLE files ADD COLUMN made_by_product boolean NOT NULL DEFAULT false;
ALTER TABLE files DROP CONSTRAINT files_size_bytes_check;
ALTER TABLE files ADD CONSTRAINT files_size_bytes_check
  CHECK (size_bytes >= 1 AND (made_by_product OR size_bytes <= 1048576));
