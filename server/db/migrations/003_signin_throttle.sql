-- README, What local mode protects against (brute force): failed sign-ins and recovery codes per
-- user name (lower-cased), kept in the database so that a restart does not hand a password guesser
-- a fresh set of tries.
CREATE TABLE signin_throttle (
  username          text PRIMARY KEY,
  failures          integer NOT NULL DEFAULT 0,
  locked_until      timestamptz,
  code_issued_at    timestamptz,
  code_failures     integer NOT NULL DEFAULT 0
);
