-- docs/architecture.md, Simulated fleet. Each car's telematics box, and the commands staff send
-- it. A box's state at any instant is worked out when read (server/vehicleGateway/simulated/boxState.ts) from its
-- row, the commands that landed since `state_at`, and the fleet clock: nothing here is moved by
-- a timer. The car row's latitude, longitude, fuel level, voltage and odometer are the last
-- report's readings; the box holds the rest of it.
CREATE TABLE fleet_boxes (
  vin text PRIMARY KEY REFERENCES cars (vin),
  -- Fault flags, set by the seed or a test, never by chance: the diagnostics this box fails,
  -- a box that stopped reporting, and the vendor's refusal of every command to it (424).
  failing_tests text[] NOT NULL DEFAULT '{}',
  offline boolean NOT NULL DEFAULT false,
  vendor_error text,
  -- The state below holds as of state_at; commands landed after it are laid over it on read.
  state_at timestamptz NOT NULL,
  reported_at timestamptz NOT NULL,
  -- The last wake or answer: idle 15 minutes after it, the box sleeps.
  active_at timestamptz NOT NULL,
  doors_locked boolean NOT NULL DEFAULT true,
  immobilizer_engaged boolean NOT NULL DEFAULT true,
  ignition_on boolean NOT NULL DEFAULT false,
  home_zone_led boolean NOT NULL DEFAULT true,
  booted_at timestamptz,
  rfid_reset_at timestamptz
);

-- Every accepted command, with the outcome the vendor will give it: the box's faults decide
-- it when the command is sent, and a read shows it once its time has come (outcome_at).
CREATE TABLE vehicle_commands (
  id bigserial PRIMARY KEY,
  vin text NOT NULL REFERENCES cars (vin),
  command text NOT NULL,
  -- A diagnostic run's id: the VIN and the test name (spec point 4, Infleeting flow).
  diagnostic_id text,
  requested_by_staff_id integer REFERENCES staffs (id) ON DELETE SET NULL,
  requested_by_name text NOT NULL,
  requested_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('confirmed', 'failed', 'timedOut')),
  outcome_at timestamptz NOT NULL,
  -- What the box reported when it confirmed the command (doors locked, a new boot...).
  reported_state jsonb,
  vendor_error text,
  CHECK (requested_at <= sent_at AND sent_at <= outcome_at)
);
-- A car's commands newest first (its history), and those landing after its box's state_at.
CREATE INDEX vehicle_commands_car ON vehicle_commands (vin, requested_at DESC, id DESC);
CREATE INDEX vehicle_commands_landing ON vehicle_commands (vin, outcome_at);
-- A diagnostic's latest run, and the proof a deploy reads.
CREATE INDEX vehicle_commands_diagnostic ON vehicle_commands (diagnostic_id, requested_at DESC, id DESC)
  WHERE diagnostic_id IS NOT NULL;
