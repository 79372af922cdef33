-- Spec 3 Trip info: the trip detail's telemetry table shows the car's
-- direction, doors, lock, home zone and charging, which migration 112 did not keep. Added on the
-- partitioned parent, so every day partition has them; the defaults are constants, so adding
-- them rewrites no row. "aux" is the 12 V auxiliary battery, already battery_voltage.
ALTER TABLE telemetry
  ADD COLUMN heading smallint NULL CHECK (heading BETWEEN 0 AND 359),
  ADD COLUMN doors_closed boolean NOT NULL DEFAULT true,
  ADD COLUMN locked boolean NOT NULL DEFAULT false,
  ADD COLUMN in_home_zone boolean NOT NULL DEFAULT true,
  ADD COLUMN charging boolean NOT NULL DEFAULT false;

-- The trip detail carries the trip's version (If-Match of the troubleshooting commands).
-- Migration 123 adds the same column with IF NOT EXISTS; whichever runs first makes it.
ALTER TABLE trips ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
