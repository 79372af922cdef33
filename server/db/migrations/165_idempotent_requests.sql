-- Spec 7, Payments and billing: a write that moves money (a fee, an adjustment, a reversal, a
-- fuel reimbursement, a free-minute grant) is made once per Idempotency-Key. The row is claimed
-- in the write's own transaction and holds its answer, so a retry of a write whose answer was
-- lost (a dropped connection, a killed process) gets that answer and writes nothing again; a
-- second request with the key waits on the first's row and then reads it.
CREATE TABLE idempotent_requests (
  key           text PRIMARY KEY,
  -- The route and a digest of its body: the key sent with another request is refused.
  operation     text NOT NULL,
  request_hash  text NOT NULL,
  -- The write's answer (every one of these answers 201), set before its transaction commits:
  -- only the claiming transaction ever sees it empty.
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);
