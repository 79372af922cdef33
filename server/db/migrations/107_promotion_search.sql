-- Issue 19 point 1: the promotion search's orders and filters, each read from an index
-- (server/repositories/promotionSearch.ts): the start date (the default order, latest first),
-- the expiry date, and the code, whose filter is a case-insensitive prefix (text_pattern_ops,
-- so LIKE 'abc%' reads a range whatever the database's collation). Ties go by id.
CREATE INDEX promotions_start ON promotions (start_date, id);
CREATE INDEX promotions_expiry ON promotions (expiry_date, id);
CREATE INDEX promotions_code_prefix ON promotions (lower(promo_code) text_pattern_ops, id);
-- The region filter asks which promotions a region holds; the key (promotion_id, region_id)
-- answers the other way round.
CREATE INDEX promotion_regions_region ON promotion_regions (region_id, promotion_id);
