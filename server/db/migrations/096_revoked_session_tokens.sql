-- README, What local mode protects against (sign-out): a sign-out keeps the token it was made with
-- (its jti and origin_jti), so that within the sign-out's second (iat has whole seconds) only that
-- session's tokens are refused and a sign-in in the same second works.
ALTER TABLE revoked_sessions ADD COLUMN token_jti text;
ALTER TABLE revoked_sessions ADD COLUMN origin_jti text;
