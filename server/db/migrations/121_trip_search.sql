-- Spec 2 /trips: the trip search lists newest first. Without a filter it walks trips_search;
-- by status trips_status_search; by member or car the indexes of migrations 040 and 114, each
-- in (start_at DESC, id DESC) order so a page and a date range are read from the index alone.
CREATE INDEX trips_search ON trips (start_at DESC, id DESC);
CREATE INDEX trips_status_search ON trips (status, start_at DESC, id DESC);
