-- Core tables of the back office. Identifiers that look numeric (phone, postal code, VIN,
-- box id, ICCID, IMSI, MSISDN, promo code, customer number) are text on purpose.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE regions (
  id          integer PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  province    text NOT NULL,
  time_zone   text NOT NULL
);

CREATE TABLE staffs (
  id          serial PRIMARY KEY,
  email       text NOT NULL UNIQUE,
  first_name  text NOT NULL,
  last_name   text NOT NULL,
  role        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customers (
  id                      bigserial PRIMARY KEY,
  customer_number         text NOT NULL UNIQUE,
  preferred_name          text,
  first_name              text NOT NULL,
  middle_name             text,
  last_name               text NOT NULL,
  email                   text NOT NULL,
  phone                   text,
  preferred_language      text NOT NULL DEFAULT 'en',
  birth_date              date,
  gender                  text,
  marketing_region_id     integer REFERENCES regions(id),
  signup_region_id        integer REFERENCES regions(id),
  discount_group          text,
  email_consent           boolean NOT NULL DEFAULT false,
  sms_consent             boolean NOT NULL DEFAULT false,
  is_student              boolean NOT NULL DEFAULT false,
  school_name             text,
  account_status          text NOT NULL DEFAULT 'ACTIVE',
  suspension_status       text NOT NULL DEFAULT 'UNSUSPENDED',
  outstanding_balance     numeric(10,2) NOT NULL DEFAULT 0,
  application_submitted_at timestamptz,
  created_at              timestamptz NOT NULL DEFAULT now(),
  home_unit               text,
  home_line1              text,
  home_line2              text,
  home_city               text,
  home_province           text,
  home_postal_code        text,
  home_country            text,
  billing_same            boolean NOT NULL DEFAULT true,
  billing_unit            text,
  billing_line1           text,
  billing_line2           text,
  billing_city            text,
  billing_province        text,
  billing_postal_code     text,
  billing_country         text,
  dl_number               text,
  dl_first_name           text,
  dl_last_name            text,
  dl_expiry_date          date,
  dl_country              text,
  dl_province             text,
  dl_record_status        text,
  dl_approval_date        timestamptz,
  dl_is_active            boolean NOT NULL DEFAULT false,
  cc_type                 text,
  cc_holder               text,
  cc_last4                text,
  cc_expiry               text,
  cc_active               boolean NOT NULL DEFAULT false,
  rfid_number             text,
  rfid_status             text,
  caa_club_code           text,
  caa_member_number       text,
  caa_member_since        date,
  caa_postal_code         text
);
-- One index per search order (docs/architecture.md, Database notes): the prefix match and the sort use the same index.
CREATE INDEX customers_last_name_search ON customers ((lower(last_name) COLLATE "C"), id);
CREATE INDEX customers_first_name_search ON customers ((lower(first_name) COLLATE "C"), id);
CREATE INDEX customers_email_search ON customers ((lower(email) COLLATE "C"), id);
CREATE INDEX customers_phone_search ON customers ((phone COLLATE "C"), id);

CREATE TABLE cars (
  vin              text PRIMARY KEY,
  plate_number     text NOT NULL UNIQUE,
  fleet_id         integer NOT NULL REFERENCES regions(id),
  make             text NOT NULL,
  model            text NOT NULL,
  model_year       integer NOT NULL,
  telemeter_model  text NOT NULL,
  telemeter_id     text NOT NULL UNIQUE,
  carrier          text NOT NULL,
  msisdn           text NOT NULL UNIQUE,
  imsi             text NOT NULL UNIQUE,
  iccid            text NOT NULL UNIQUE,
  status           text NOT NULL,
  is_active        boolean NOT NULL DEFAULT true,
  latitude         double precision,
  longitude        double precision,
  fuel_level       integer,
  battery_voltage  numeric(4,2),
  odometer         integer,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE trips (
  id               bigserial PRIMARY KEY,
  customer_id      bigint NOT NULL REFERENCES customers(id),
  vin              text NOT NULL REFERENCES cars(vin),
  start_at         timestamptz NOT NULL,
  end_at           timestamptz,
  start_latitude   double precision,
  start_longitude  double precision,
  end_latitude     double precision,
  end_longitude    double precision,
  distance_km      numeric(8,2),
  status           text NOT NULL,
  charges          numeric(10,2),
  discounts        numeric(10,2),
  taxes            numeric(10,2),
  total            numeric(10,2)
);
CREATE INDEX trips_customer ON trips (customer_id, start_at DESC);
CREATE INDEX trips_vin ON trips (vin, start_at DESC);

CREATE TABLE payments (
  id               bigserial PRIMARY KEY,
  customer_id      bigint NOT NULL REFERENCES customers(id),
  trip_id          bigint REFERENCES trips(id),
  paid_at          timestamptz NOT NULL,
  amount           numeric(10,2) NOT NULL,
  status           text NOT NULL,
  card_type        text,
  card_last4       text,
  card_expiry      text,
  process_type     text,
  reference        text
);
CREATE INDEX payments_customer ON payments (customer_id, paid_at DESC);

CREATE TABLE promotions (
  id               serial PRIMARY KEY,
  promo_code       text NOT NULL UNIQUE,
  description      text,
  sub_channel      text NOT NULL,
  status           text NOT NULL,
  type             text NOT NULL,
  free_minutes     integer,
  days_valid       integer,
  number_of_uses   integer,
  reg_discount     integer,
  start_date       date NOT NULL,
  expiry_date      date,
  marketing_notes  text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE promotion_regions (
  promotion_id     integer NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  region_id        integer NOT NULL REFERENCES regions(id),
  PRIMARY KEY (promotion_id, region_id)
);

CREATE TABLE tickets (
  id               serial PRIMARY KEY,
  subject          text NOT NULL,
  details          text,
  department       text NOT NULL,
  source           text,
  priority         text NOT NULL,
  status           text NOT NULL,
  staff_id         integer REFERENCES staffs(id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  created_by       text NOT NULL,
  updated_at       timestamptz,
  updated_by       text
);
CREATE TABLE ticket_categories (
  ticket_id        integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  category_value   integer NOT NULL,
  PRIMARY KEY (ticket_id, category_value)
);
CREATE TABLE ticket_customers (
  ticket_id        integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  customer_id      bigint NOT NULL REFERENCES customers(id),
  PRIMARY KEY (ticket_id, customer_id)
);
CREATE INDEX ticket_customers_customer ON ticket_customers (customer_id);
CREATE TABLE ticket_vehicles (
  ticket_id        integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  vin              text NOT NULL REFERENCES cars(vin),
  PRIMARY KEY (ticket_id, vin)
);
CREATE TABLE ticket_notes (
  id               serial PRIMARY KEY,
  ticket_id        integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  note             text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  created_by       integer REFERENCES staffs(id)
);

-- Sign-outs: a token issued before its user's last sign-out is refused (the local IdP has no global sign-out).
CREATE TABLE revoked_sessions (
  subject          text PRIMARY KEY,
  revoked_at       timestamptz NOT NULL
);
