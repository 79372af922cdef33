-- Spec 7, Payments and billing (process payment): staff process a payment of a member's outstanding
-- balance. Pressing twice pays once: the client makes one key per attempt, and the unique index
-- makes a second request with it, even one racing the first, find the first one's payment instead
-- of paying again. Seeded and automatic payments have no key.
ALTER TABLE payments ADD COLUMN idempotency_key uuid;
CREATE UNIQUE INDEX payments_idempotency_key ON payments (idempotency_key) WHERE idempotency_key IS NOT NULL;

-- The ledger lines a processed payment settles (spec point 3, Payment lines), oldest charge
-- first, and how much of each: the last one may be settled in part. An automatic payment
-- settles its trip, which payments.trip_id names, and has no rows here.
CREATE TABLE payment_settlements (
  payment_id      bigint NOT NULL REFERENCES payments(id),
  ledger_line_id  bigint NOT NULL REFERENCES ledger_lines(id),
  amount          numeric(10,2) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (payment_id, ledger_line_id)
);
-- What is left to settle of a line sums its settlements.
CREATE INDEX payment_settlements_line ON payment_settlements (ledger_line_id);
