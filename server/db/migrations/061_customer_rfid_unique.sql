-- Spec 4, RFID: a card number belongs to one member at most. The database refuses a second
-- holder even when two staff assign the same number at once; the route names the holder.
CREATE UNIQUE INDEX customers_rfid_unique ON customers (rfid_number) WHERE rfid_number IS NOT NULL;
