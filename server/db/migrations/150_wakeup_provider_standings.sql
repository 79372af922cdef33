-- Spec 3 switch provider: how each provider serves each fleet, kept when the fleet switches
-- away from it, so that switching back finds its outage (and the end the vendor gave) as it was.
-- The provider in use is the wakeup_providers row; this holds the ones the fleet left.
CREATE TABLE wakeup_provider_standings (
  fleet_id    integer NOT NULL REFERENCES regions(id),
  provider    text NOT NULL CHECK (provider IN ('JASPER', 'TWILIO')),
  status      text NOT NULL CHECK (status IN ('ACTIVE', 'DEGRADED', 'OUTAGE')),
  end_time    timestamptz,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (fleet_id, provider)
);

-- Spec 3 failure record: the internal error becomes a code the screen translates (the texts
-- were English in every language).
UPDATE wakeup_provider_failures SET internal_error = CASE internal_error
    WHEN 'Box did not answer the wake-up SMS' THEN 'SMS_UNANSWERED'
    WHEN 'No report within 30 s of the wake-up' THEN 'NO_REPORT'
    WHEN 'Vendor refused the request; retried later' THEN 'VENDOR_REFUSED'
    ELSE 'UNSPECIFIED'
  END
  WHERE internal_error IS NOT NULL;
ALTER TABLE wakeup_provider_failures ADD CONSTRAINT wakeup_provider_failures_internal_error
  CHECK (internal_error IN ('SMS_UNANSWERED', 'NO_REPORT', 'VENDOR_REFUSED', 'UNSPECIFIED'));
