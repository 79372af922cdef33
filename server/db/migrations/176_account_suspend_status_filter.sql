-- Spec 2: the member search's suspension filter is named after the column it filters,
-- accountSuspendStatus, no longer suspensionStatus; a member search saved under the former
-- name (migration 100) keeps its filter and the filter shown.
UPDATE saved_searches
SET value = jsonb_set(
  value,
  '{filter}',
  ((value -> 'filter') - 'suspensionStatus')
    || jsonb_build_object('accountSuspendStatus', value -> 'filter' -> 'suspensionStatus')
)
WHERE resource = 'customers' AND (value -> 'filter') ? 'suspensionStatus';

UPDATE saved_searches
SET value = jsonb_set(
  value,
  '{displayedFilters}',
  ((value -> 'displayedFilters') - 'suspensionStatus')
    || jsonb_build_object('accountSuspendStatus', value -> 'displayedFilters' -> 'suspensionStatus')
)
WHERE resource = 'customers' AND (value -> 'displayedFilters') ? 'suspensionStatus';
