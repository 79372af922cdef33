-- docs/architecture.md, Database notes: the ticket search by status at 200,000 tickets. A status
-- filter read tickets_open_created newest first and dropped the other statuses, and its capped
-- count went to the table (a bitmap heap scan: 98 ms for Deferred on PostgreSQL). With the status
-- first and the list's order after it, a page is one range of this index in order and the count an
-- index-only scan (1 ms); a category beside a status joins this range with the category's links.
CREATE INDEX tickets_status_created ON tickets (status, created_at DESC, id DESC);
