-- Spec 2 /fleet-management, the fleet dashboard: its counts by fleet and state read an index alone, its
-- low-fuel and low-battery lists walk the active cars in their order, and a car's last trip end
-- (the long-idle list) is one index probe.
CREATE INDEX cars_fleet_status ON cars (fleet_id, status);
CREATE INDEX cars_low_fuel ON cars (fuel_level, vin) WHERE is_active;
CREATE INDEX cars_low_battery ON cars (battery_voltage, vin) WHERE is_active;
CREATE INDEX trips_vin_end ON trips (vin, end_at);
