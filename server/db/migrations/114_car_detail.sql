-- Spec 2 /cars/{vin}, the car detail: a car's trips at /internal/trip/vehicle/{vin}, newest first
-- with the id to break ties, one index scan per page as trips_customer (migration 040).
DROP INDEX trips_vin;
CREATE INDEX trips_vin ON trips (vin, start_at DESC, id DESC);
-- The car detail's reservations, in the order of reservations_customer (migration 080).
CREATE INDEX reservations_vin ON reservations (vin, reserved_at DESC, id DESC);
