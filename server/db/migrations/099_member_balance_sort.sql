-- Spec 2, Customer search: staff sort the member list by balance, to find who owes the most. Like every
-- sort of the list, a page is one index range read in order with no Sort node; ties by id, as
-- the search's cursor reads them (server/repositories/customers/customers.ts SORTS). The account
-- and suspension status sorts read the indexes of migration 030, status then last name.
CREATE INDEX customers_balance_sort ON customers (outstanding_balance, id);
