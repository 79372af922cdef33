-- README, A real Cognito pool and PostgreSQL: a staff record belongs to the identity provider's
-- user (the token's `sub`) that first signed in with its e-mail verified; from then on it is found
-- by `sub` only, so a user who changes its own e-mail to a colleague's does not get the colleague's
-- record.
ALTER TABLE staffs ADD COLUMN sub text UNIQUE;
