-- Spec point 4, Reservation: a member holds a car for a fixed time (src/domain/reservations/reservations.ts),
-- then staff cancel it or the hold runs out (EXPIRED). Starting a trip on it belongs to the fleet
-- simulation of a later issue.
CREATE TABLE reservations (
  id           bigserial PRIMARY KEY,
  customer_id  bigint NOT NULL REFERENCES customers(id),
  vin          text NOT NULL REFERENCES cars(vin),
  reserved_at  timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  status       text NOT NULL CHECK (status IN ('ACTIVE', 'CANCELED', 'EXPIRED')),
  canceled_at  timestamptz,
  -- The staff member who booked it; NULL when the member booked it in the app.
  reserved_by  text,
  version      integer NOT NULL DEFAULT 1,
  CHECK (expires_at > reserved_at)
);
-- A member's reservations, newest first (the Reservation tab).
CREATE INDEX reservations_customer ON reservations (customer_id, reserved_at DESC, id DESC);
-- One active reservation per member and per car, held by the database itself: two staff
-- booking at the same moment cannot both win (the second insert fails on the index). An
-- ACTIVE row whose hold ran out is set EXPIRED by the next booking of that member or car.
CREATE UNIQUE INDEX reservations_active_member ON reservations (customer_id) WHERE status = 'ACTIVE';
CREATE UNIQUE INDEX reservations_active_car ON reservations (vin) WHERE status = 'ACTIVE';
