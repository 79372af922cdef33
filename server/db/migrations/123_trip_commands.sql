-- Spec 4, Trip troubleshooting commands. A trip carries a version (a stale command answers 412;
-- migration 122 may have added it already) and the free minutes its price used.
ALTER TABLE trips ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
ALTER TABLE trips ADD COLUMN free_minutes_used integer CHECK (free_minutes_used >= 0);

-- A command sent for a trip (an end, a terminate, a release) names it: the trip's timeline reads
-- them by this index, and the car's commands during the trip by vehicle_commands_car.
ALTER TABLE vehicle_commands ADD COLUMN trip_id bigint REFERENCES trips (id);
CREATE INDEX vehicle_commands_trip ON vehicle_commands (trip_id, requested_at DESC, id DESC)
  WHERE trip_id IS NOT NULL;

-- Release member leaves the car where the member left it: the field team is to check it.
ALTER TABLE cars ADD COLUMN field_check_at timestamptz;
ALTER TABLE cars ADD COLUMN field_check_trip_id bigint REFERENCES trips (id);

-- A trip that starts on a reserved car ends that reservation, whoever writes the trip (the
-- member app, the seed, a test): the member's hold of that car, still running when the trip
-- started, becomes TRIP_STARTED. One statement-level pass, so a bulk COPY of trips joins once.
ALTER TABLE reservations DROP CONSTRAINT reservations_status_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_status_check
  CHECK (status IN ('ACTIVE', 'CANCELED', 'EXPIRED', 'TRIP_STARTED'));

CREATE FUNCTION end_reservations_of_started_trips() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reservations r
     SET status = 'TRIP_STARTED', version = r.version + 1
    FROM started t
   WHERE r.status = 'ACTIVE'
     AND r.vin = t.vin
     AND r.customer_id = t.customer_id
     AND r.reserved_at <= t.start_at
     AND r.expires_at > t.start_at;
  RETURN NULL;
END
$$;

CREATE TRIGGER trips_end_reservations AFTER INSERT ON trips
  REFERENCING NEW TABLE AS started
  FOR EACH STATEMENT EXECUTE FUNCTION end_reservations_of_started_trips();
