-- Spec 3 Car search: staff read the last characters of a VIN off the windscreen. The end of a
-- VIN is a prefix of the VIN read backwards (as migration 098 does for a phone's last digits),
-- so a search of 4 to 16 characters reads this range beside the VIN index's own
-- (src/domain/cars/carSearchQuery.ts vinSearchOf).
CREATE INDEX cars_vin_ending_search ON cars ((reverse(vin) COLLATE "C"), vin);
