-- Spec 2, Customer search, at a million members: the capped count of a name or e-mail prefix (up to
-- 10,001 matches) read every matching row from the table, since an index on lower(x) cannot
-- answer for x itself: 214 ms on PostgreSQL, seconds on PGlite. With the column included the
-- count is an index-only scan. Same names, same order expression as 001, so the page query
-- keeps its plan (docs/architecture.md, Database notes: one index per search order).
DROP INDEX customers_last_name_search;
CREATE INDEX customers_last_name_search ON customers ((lower(last_name) COLLATE "C"), id) INCLUDE (last_name);
DROP INDEX customers_first_name_search;
CREATE INDEX customers_first_name_search ON customers ((lower(first_name) COLLATE "C"), id) INCLUDE (first_name);
DROP INDEX customers_email_search;
CREATE INDEX customers_email_search ON customers ((lower(email) COLLATE "C"), id) INCLUDE (email);
