-- Spec 9, searching a plate: staff find "151 WFC" by "151" or by "WFC", the start of either of
-- the plate's two words (spec 5 shapes). The first word is a prefix of the plate, which
-- cars_plate_search (migration 002) reads; the second is a prefix of this, the plate after its
-- space upper-cased without spaces (server/repositories/cars/cars.ts PLATE_SECOND_WORD, verbatim).
CREATE INDEX cars_plate_second_word_search ON cars
  ((replace(upper(substr(plate_number, strpos(plate_number, ' ') + 1)), ' ', '') COLLATE "C"), vin);
