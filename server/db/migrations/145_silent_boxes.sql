-- Spec 1 and spec 2 Fleet dashboard: the list of boxes that stopped reporting walks the
-- offline-flagged boxes (a handful of a fleet) from the longest silent, the order it shows.
-- Only such a box misses its hourly heartbeat (server/vehicleGateway/simulated/boxState.ts lastReportOf).
CREATE INDEX fleet_boxes_silent ON fleet_boxes (reported_at, vin) WHERE offline;
