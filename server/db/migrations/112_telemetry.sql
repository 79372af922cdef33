-- docs/architecture.md, Telemetry history: the boxes' telemetry history, one table partitioned by
-- UTC day so that retention drops whole days (server/db/telemetryPartitions.ts) instead of
-- deleting rows. The partitions depend on the date, so the migration makes none: start-up and the
-- seed do. No key to cars: a box reports at its own rate, and the real vehicle service keeps this
-- stream apart from the car records (docs/architecture.md, Telemetry history).
CREATE TABLE telemetry (
  vin              text NOT NULL,
  recorded_at      timestamptz NOT NULL,
  latitude         double precision NOT NULL,
  longitude        double precision NOT NULL,
  speed_kmh        smallint NOT NULL,
  fuel_level       smallint NOT NULL,
  battery_voltage  numeric(4,2) NOT NULL,
  odometer         integer NOT NULL,
  ignition         boolean NOT NULL,
  -- One report per car and instant; the car detail reads a car's range through it.
  PRIMARY KEY (vin, recorded_at)
) PARTITION BY RANGE (recorded_at);
