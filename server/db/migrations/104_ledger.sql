-- Spec 2, the Billing tab's All billing: the ledger is the one truth of a member's balance. A line
-- per charge (positive) or credit (negative), its GST beside it; a line is written once and never
-- edited: a reversal or an adjustment is a new line. `customers.outstanding_balance` stays as the
-- ledger's running sum, kept by the ledger's own writes (server/repositories/ledger.ts) in the same
-- transaction, without bumping the member's version.

-- The fee catalogue (spec point 3, Billing fee: type, name, netAmount), read by
-- /customers-billing/productfeesdetails. Names are English; the screens translate by code.
CREATE TABLE product_fees (
  code        text PRIMARY KEY,
  type        text NOT NULL CHECK (type IN ('account', 'trip')),
  name        text NOT NULL,
  net_amount  numeric(10,2) NOT NULL CHECK (net_amount > 0)
);
INSERT INTO product_fees (code, type, name, net_amount) VALUES
  ('declinedPayment', 'account', 'Declined payment fee', 25.00),
  ('administration', 'account', 'Administration fee', 15.00),
  ('cardReplacement', 'account', 'Membership card replacement', 10.00),
  ('collection', 'account', 'Collection fee', 35.00),
  ('cleaning', 'trip', 'Cleaning fee', 50.00),
  ('smoking', 'trip', 'Smoking fee', 150.00),
  ('petHair', 'trip', 'Pet hair fee', 75.00),
  ('lateReturn', 'trip', 'Late return fee', 25.00),
  ('damageDeductible', 'trip', 'Damage deductible', 500.00);

CREATE TABLE ledger_lines (
  id           bigserial PRIMARY KEY,
  customer_id  bigint NOT NULL REFERENCES customers(id),
  posted_at    timestamptz NOT NULL DEFAULT now(),
  kind         text NOT NULL CHECK (kind IN ('trip', 'payment', 'accountFee', 'tripFee', 'feeReversal',
                 'tripModification', 'tripAdjustment', 'fuelReimbursement')),
  -- Net of tax: a charge is positive, a credit negative; the GST has the same sign.
  amount       numeric(10,2) NOT NULL,
  tax          numeric(10,2) NOT NULL DEFAULT 0,
  -- What made the line: the trip it charges or adjusts, the payment it records, the fee it
  -- charges or the fee line it reverses.
  trip_id      bigint REFERENCES trips(id),
  payment_id   bigint REFERENCES payments(id),
  fee_code     text REFERENCES product_fees(code),
  reverses_id  bigint REFERENCES ledger_lines(id),
  -- The reason picked from a list (an adjustment's, a reversal's) and the staff member's words.
  reason       text,
  note         text CHECK (char_length(note) <= 500),
  -- Facts of the record behind it: a modification's duration and distance, a receipt's litres and date.
  details      jsonb,
  -- Who: a staff member, or nobody for the automatic lines (a trip's charge, its payment).
  staff_id     integer REFERENCES staffs(id),
  staff_name   text,
  CHECK (kind <> 'trip' OR trip_id IS NOT NULL),
  CHECK (kind <> 'payment' OR payment_id IS NOT NULL),
  CHECK (kind NOT IN ('accountFee', 'tripFee') OR fee_code IS NOT NULL),
  CHECK (kind <> 'tripFee' OR trip_id IS NOT NULL),
  CHECK (kind <> 'feeReversal' OR reverses_id IS NOT NULL),
  CHECK (kind NOT IN ('tripModification', 'tripAdjustment') OR trip_id IS NOT NULL)
);
-- The Billing tab's list and the statements read a member's lines by date; the id breaks ties.
CREATE INDEX ledger_lines_customer ON ledger_lines (customer_id, posted_at DESC, id DESC);
CREATE INDEX ledger_lines_trip ON ledger_lines (trip_id) WHERE trip_id IS NOT NULL;
CREATE INDEX ledger_lines_payment ON ledger_lines (payment_id) WHERE payment_id IS NOT NULL;
CREATE INDEX ledger_lines_reverses ON ledger_lines (reverses_id) WHERE reverses_id IS NOT NULL;

-- Backfill for a database seeded before the ledger (a fresh one is empty here; the seed
-- writes its lines itself). A finished trip charges its total; its automatic payment settles
-- it unless the payment was Unsuccessful, which reproduces the seeded balances.
INSERT INTO ledger_lines (customer_id, posted_at, kind, amount, tax, trip_id)
SELECT customer_id, end_at, 'trip', total - taxes, taxes, id
FROM trips WHERE total IS NOT NULL
ORDER BY id;
INSERT INTO ledger_lines (customer_id, posted_at, kind, amount, tax, payment_id)
SELECT customer_id, paid_at, 'payment', -amount, 0, id
FROM payments WHERE status <> 'Unsuccessful'
ORDER BY id;
