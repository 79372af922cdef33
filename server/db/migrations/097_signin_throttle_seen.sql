-- README, What local mode protects against (brute force): a user name's counters say when the name
-- was last seen, so that names never seen again are forgotten after a day
-- (server/idp/idleUserNames.ts) and the table does not grow with every name ever tried. A trigger
-- marks each update, whichever code writes the row.
ALTER TABLE signin_throttle ADD COLUMN seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX signin_throttle_seen ON signin_throttle (seen_at);
CREATE FUNCTION signin_throttle_seen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seen_at := now();
  RETURN NEW;
END
$$;
CREATE TRIGGER signin_throttle_seen BEFORE UPDATE ON signin_throttle
  FOR EACH ROW EXECUTE FUNCTION signin_throttle_seen();
