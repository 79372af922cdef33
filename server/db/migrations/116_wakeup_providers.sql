-- Spec 3 Wakeup provider: the wakeup provider of each fleet (a fleet is a region) and the wake-ups it
-- failed. The provider row's id is its fleet's, so a fleet has one provider and a switch is a
-- versioned update of that row (If-Match, 412 on a stale copy).
CREATE TABLE wakeup_providers (
  id          integer PRIMARY KEY REFERENCES regions(id),
  provider    text NOT NULL CHECK (provider IN ('JASPER', 'TWILIO')),
  status      text NOT NULL CHECK (status IN ('ACTIVE', 'DEGRADED', 'OUTAGE')),
  -- When the vendor says the current status ends; none while ACTIVE.
  end_time    timestamptz,
  updated_at  timestamptz NOT NULL,
  version     integer NOT NULL DEFAULT 1
);

CREATE TABLE wakeup_provider_failures (
  id              bigserial PRIMARY KEY,
  fleet_id        integer NOT NULL REFERENCES regions(id),
  vin             text NOT NULL REFERENCES cars(vin),
  provider        text NOT NULL CHECK (provider IN ('JASPER', 'TWILIO')),
  status          text NOT NULL CHECK (status IN ('FAILED', 'TIMED_OUT')),
  failed_at       timestamptz NOT NULL,
  vendor_error    text,
  internal_error  text
);
-- The failure list reads newest first, a fleet's or every fleet's, a car's by its VIN's start.
CREATE INDEX wakeup_provider_failures_fleet ON wakeup_provider_failures (fleet_id, failed_at DESC, id DESC);
CREATE INDEX wakeup_provider_failures_newest ON wakeup_provider_failures (failed_at DESC, id DESC);
CREATE INDEX wakeup_provider_failures_vin ON wakeup_provider_failures (vin text_pattern_ops, failed_at DESC);
