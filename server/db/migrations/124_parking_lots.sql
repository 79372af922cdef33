-- Spec 3 Parking lot: the parking data of /aima-parking. A lot belongs to a fleet (a region); staff
-- add and update lots in the Parking lot modal (versioned: If-Match, 412 on a stale copy). The
-- server sets updated_on on every change.
CREATE TABLE parking_lots (
  id                serial PRIMARY KEY,
  fleet_id          integer NOT NULL REFERENCES regions(id),
  name              text NOT NULL,
  description       text NOT NULL,
  latitude          double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude         double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  spaces            integer NOT NULL CHECK (spaces >= 1),
  overflow_spaces   integer NOT NULL DEFAULT 0 CHECK (overflow_spaces >= 0),
  visible_on_app    boolean NOT NULL DEFAULT false,
  overflow_parking  boolean NOT NULL DEFAULT false,
  ubc_parking       boolean NOT NULL DEFAULT false,
  analysis_area     text,
  updated_on        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1
);
-- The list reads lots by name (case-insensitive), every fleet's or one fleet's.
CREATE INDEX parking_lots_name ON parking_lots (lower(name), id);
CREATE INDEX parking_lots_fleet_name ON parking_lots (fleet_id, lower(name), id);

-- A numbered space of a lot (1..spaces), with the car parked there, if any: a car is in one spot at most.
CREATE TABLE parking_spots (
  id       serial PRIMARY KEY,
  lot_id   integer NOT NULL REFERENCES parking_lots(id) ON DELETE CASCADE,
  number   integer NOT NULL CHECK (number >= 1),
  vin      text REFERENCES cars(vin),
  UNIQUE (lot_id, number)
);
CREATE UNIQUE INDEX parking_spots_vin ON parking_spots (vin) WHERE vin IS NOT NULL;
