-- Spec 4, Infleeting flow: a car being infleeted is a cars row with status INFLEETING and its stage,
-- so the add, validate, diagnose and deploy steps move one row and uniqueness (VIN, plate,
-- box id, SIM) holds across pending and deployed cars alike.
ALTER TABLE cars ADD COLUMN infleet_stage text
  CHECK (infleet_stage IN ('added', 'vendorRegistered', 'validated', 'tested', 'deployed'));
ALTER TABLE cars ADD CONSTRAINT cars_infleeting_has_stage
  CHECK (status <> 'INFLEETING' OR infleet_stage IS NOT NULL);
-- The pending list of spec 2 /infleet reads a fleet's pending cars, newest first.
CREATE INDEX cars_infleeting ON cars (fleet_id, created_at DESC, vin) WHERE status = 'INFLEETING';
