-- Spec 3 and 9, Alert: one alert per member. The member's id is the key, so a second row
-- cannot exist; an expired alert is replaced in place by the next one (INSERT ... ON
-- CONFLICT ... WHERE expires_at <= now()), which refuses a second while one is active even
-- when two staff add at once. Past alerts live on in the audit entries.
CREATE TABLE customer_alerts (
  customer_id  bigint PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  message      text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 500),
  expiry_date  date NOT NULL,
  -- The end of expiry_date in time_zone, computed once (src/domain/customers/alertExpiry.ts).
  expires_at   timestamptz NOT NULL,
  time_zone    text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   text NOT NULL,
  version      integer NOT NULL DEFAULT 1
);
