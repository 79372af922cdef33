-- Spec 2, Customer search: the member search reads free text as staff type it, each reading one index
-- range read in its own order (docs/architecture.md, Database notes).
--
-- A first and a last name ("Alexandre Tremblay", either order): the last-name prefix bounds the
-- range and the first-name prefix is checked inside the index, so a common last name (4,600
-- Tremblays at a million members) costs no table read per entry. The page lists them by last
-- name, then first name; the names included make the capped count an index-only scan.
CREATE INDEX customers_full_name_search
  ON customers ((lower(last_name) COLLATE "C"), (lower(first_name) COLLATE "C"), id) INCLUDE (last_name, first_name);

-- The last digits of a phone ("0101"): a prefix of the phone read backwards. Phones are stored
-- as 10 digits (src/domain/formats.ts normalizePhone), so the end of one is the start of this.
-- With the customer number, the digits' first reading, it can leave that member out unread.
CREATE INDEX customers_phone_ending_search
  ON customers ((reverse(phone) COLLATE "C"), id) INCLUDE (phone, customer_number);

-- One word is a last name, else a first name, else an e-mail: each later reading leaves out the
-- earlier ones' matches, and the columns those are checked on must be in its index for the check
-- to cost no table read: the e-mails starting "tremblay" are nearly all Tremblays, 1,500 rows
-- read to be left out (12 ms at a million members) where the index alone answers in 0.3 ms.
DROP INDEX customers_first_name_search;
CREATE INDEX customers_first_name_search
  ON customers ((lower(first_name) COLLATE "C"), id) INCLUDE (first_name, last_name);
DROP INDEX customers_email_search;
CREATE INDEX customers_email_search
  ON customers ((lower(email) COLLATE "C"), id) INCLUDE (email, last_name, first_name);

-- A few hundred first names and a few thousand last names make most of the members: with the
-- default 100 most common values kept, 'ji-woo%' was estimated at 1 row (3,343 at a million)
-- and read through the first-name index rather than the full-name one (16 ms against 0.04 ms).
ALTER INDEX customers_last_name_search ALTER COLUMN 1 SET STATISTICS 300;
ALTER INDEX customers_first_name_search ALTER COLUMN 1 SET STATISTICS 300;
ALTER INDEX customers_full_name_search ALTER COLUMN 1 SET STATISTICS 300;
ALTER INDEX customers_full_name_search ALTER COLUMN 2 SET STATISTICS 300;
ANALYZE customers;
