-- Spec 2 /promotion-search: the promotion search's orders and filters, each read from an index
-- (server/repositories/promotionSearch.ts): the start date (the default order, latest first)
-- and the expiry date, ties by id. The code sorts by promotions_code_lower (migration 106: the
-- codes are unique whatever their case, so it needs no tie-breaker); its filter is a
-- case-insensitive prefix, read as a range of text_pattern_ops whatever the collation.
CREATE INDEX promotions_start ON promotions (start_date, id);
CREATE INDEX promotions_expiry ON promotions (expiry_date, id);
CREATE INDEX promotions_code_prefix ON promotions (lower(promo_code) text_pattern_ops);
-- The region filter asks which promotions a region holds; the key (promotion_id, region_id)
-- answers the other way round.
CREATE INDEX promotion_regions_region ON promotion_regions (region_id, promotion_id);
