-- Spec 7, Promotions and minutes, Files and imports: free minutes, promo code applications
-- and mass imports. The tables every part of them writes (the forms, /apply-promo and the three
-- mass imports) are made here once.

-- A promotion code is unique whatever its case (spec 5: the server refuses a second WELCOME30
-- typed as welcome30); the column's own UNIQUE stays for the exact spelling.
CREATE UNIQUE INDEX promotions_code_lower ON promotions (lower(promo_code));

-- Spec 3, Free minute: a grant to one member. What is left of it is minutes - used - cancelled
-- until it expires (expires_at null: never). A grant is never deleted: a cancel keeps the row
-- with its reason, who and when.
CREATE TABLE free_minute_grants (
  id                 bigserial PRIMARY KEY,
  version            integer NOT NULL DEFAULT 1,
  customer_id        bigint NOT NULL REFERENCES customers(id),
  reason             text NOT NULL,
  minutes            integer NOT NULL CHECK (minutes BETWEEN 1 AND 9999),
  used_minutes       integer NOT NULL DEFAULT 0 CHECK (used_minutes >= 0),
  -- Region ids (spec 7: regions sent as ids); a grant counts in any of them.
  region_ids         integer[] NOT NULL,
  granted_at         timestamptz NOT NULL DEFAULT now(),
  expires_at         timestamptz,
  ticket_id          integer REFERENCES tickets(id),
  -- The promotion whose code granted it (Apply promo code), if any.
  promotion_id       integer REFERENCES promotions(id),
  staff_id           integer REFERENCES staffs(id),
  staff_name         text,
  cancelled_minutes  integer NOT NULL DEFAULT 0 CHECK (cancelled_minutes >= 0),
  cancelled_at       timestamptz,
  cancel_reason      text,
  cancelled_by       text,
  CHECK (used_minutes + cancelled_minutes <= minutes)
);
-- The member's grants, newest first (the Free mins list); the summary reads the same index.
CREATE INDEX free_minute_grants_customer ON free_minute_grants (customer_id, granted_at DESC, id DESC);

-- One application of one code to one member (spec 7, Apply promo): a second is refused, and a
-- code's uses are counted here, under a lock on the promotion's row.
CREATE TABLE promo_applications (
  id            bigserial PRIMARY KEY,
  promotion_id  integer NOT NULL REFERENCES promotions(id),
  customer_id   bigint NOT NULL REFERENCES customers(id),
  applied_at    timestamptz NOT NULL DEFAULT now(),
  grant_id      bigint REFERENCES free_minute_grants(id),
  staff_id      integer REFERENCES staffs(id),
  staff_name    text,
  UNIQUE (promotion_id, customer_id)
);
CREATE INDEX promo_applications_customer ON promo_applications (customer_id, applied_at DESC);

-- Free minutes granted, and cancelled, are lines of the ledger: zero amount, their minutes in
-- `details`, the grant named (spec 3, Free minute).
ALTER TABLE ledger_lines ADD COLUMN free_minute_grant_id bigint REFERENCES free_minute_grants(id);
ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_kind_check;
ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_kind_check CHECK (kind IN ('trip', 'payment',
  'accountFee', 'tripFee', 'feeReversal', 'tripModification', 'tripAdjustment', 'fuelReimbursement',
  'freeMinutes', 'freeMinutesCancel'));
ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_free_minutes_check
  CHECK (kind NOT IN ('freeMinutes', 'freeMinutesCancel') OR (free_minute_grant_id IS NOT NULL AND amount = 0 AND tax = 0));

-- Spec 3, Mass import log entry. The status kept is In Progress or Completed; Interrupted is
-- read, not written: an In Progress whose heartbeat is older than 60 s (another server may
-- still be running a younger one, so nothing sweeps at start-up).
CREATE TABLE mass_imports (
  id              bigserial PRIMARY KEY,
  type            text NOT NULL CHECK (type IN ('createPromoCode', 'addFreeMinutes', 'applyPromoCode')),
  status          text NOT NULL CHECK (status IN ('inProgress', 'completed')),
  started_at      timestamptz NOT NULL DEFAULT now(),
  finished_at     timestamptz,
  heartbeat_at    timestamptz NOT NULL DEFAULT now(),
  file_name       text,
  file_location   text,
  total           integer NOT NULL DEFAULT 0,
  processed       integer NOT NULL DEFAULT 0,
  success         integer NOT NULL DEFAULT 0,
  failed          integer NOT NULL DEFAULT 0,
  duplicates      integer NOT NULL DEFAULT 0,
  -- The failed rows and why, as a CSV the log downloads (a files row's location).
  details_location text,
  staff_id        integer REFERENCES staffs(id),
  staff_name      text
);
CREATE INDEX mass_imports_started ON mass_imports (started_at DESC, id DESC);

-- Every imported row names its source system's id; one applied is never applied again, so
-- re-running a file is safe.
CREATE TABLE mass_import_references (
  type            text NOT NULL,
  reference       text NOT NULL,
  mass_import_id  bigint NOT NULL REFERENCES mass_imports(id),
  PRIMARY KEY (type, reference)
);
