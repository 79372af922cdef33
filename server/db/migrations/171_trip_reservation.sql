-- Spec 3, Payment: a payment's line shows when its trip was reserved, so a trip records the
-- reservation it came from (NULL: the member took the car without booking it). One
-- reservation starts at most one trip; the unique index is also what the key's checks read.
ALTER TABLE trips ADD COLUMN reservation_id bigint REFERENCES reservations (id);
CREATE UNIQUE INDEX trips_reservation ON trips (reservation_id) WHERE reservation_id IS NOT NULL;

-- Migration 123's trigger ends the member's running hold of the car when a trip starts in it;
-- it now also writes that reservation on the trip, whoever wrote the trip (the member app, a
-- test). Still one statement-level pass, so a bulk COPY of trips joins once; a trip that
-- names its reservation already (the seed's) keeps it.
CREATE OR REPLACE FUNCTION end_reservations_of_started_trips() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH ended AS (
    UPDATE reservations r
       SET status = 'TRIP_STARTED', version = r.version + 1
      FROM started t
     WHERE r.status = 'ACTIVE'
       AND r.vin = t.vin
       AND r.customer_id = t.customer_id
       AND r.reserved_at <= t.start_at
       AND r.expires_at > t.start_at
    RETURNING r.id AS reservation_id, t.id AS trip_id
  )
  UPDATE trips
     SET reservation_id = ended.reservation_id
    FROM ended
   WHERE trips.id = ended.trip_id
     AND trips.reservation_id IS NULL;
  RETURN NULL;
END
$$;
