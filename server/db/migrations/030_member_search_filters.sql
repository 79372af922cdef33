-- Spec 2, Customer search: the member search's postal code, RFID, account status and suspension status
-- filters. Each is an equality whose matches list by last name (the search's order when no
-- prefix filter drives it, and the list's default sort), so each index holds the key, then the
-- last-name order of 001 verbatim (COLLATE "C" included): a page is one index range read in
-- order, with no Sort node (docs/architecture.md, Database notes).

-- The key is src/domain/formats.ts postalCodeKey: upper case, no spaces, a ZIP+4 cut to its ZIP.
CREATE INDEX customers_postal_code_search
  ON customers ((split_part(replace(upper(home_postal_code), ' ', ''), '-', 1)), (lower(last_name) COLLATE "C"), id);

-- Most members have no card: the index holds those who do.
CREATE INDEX customers_rfid_search
  ON customers (rfid_number, (lower(last_name) COLLATE "C"), id) WHERE rfid_number IS NOT NULL;

CREATE INDEX customers_account_status_search
  ON customers (account_status, (lower(last_name) COLLATE "C"), id);

CREATE INDEX customers_suspension_status_search
  ON customers (suspension_status, (lower(last_name) COLLATE "C"), id);
