-- README, What local mode protects against (brute force): password recovery codes asked per user
-- name (lower-cased, known or not), at most 5 an hour (src/domain/auth/recoveryRequests.ts), kept
-- in the database so that a restart does not hand a code guesser a fresh set of codes. seen_at is
-- the last request, for the clean-up of names not seen for a day.
CREATE TABLE recovery_requests (
  username          text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  requests          integer NOT NULL,
  seen_at           timestamptz NOT NULL
);
CREATE INDEX recovery_requests_seen ON recovery_requests (seen_at);
