-- docs/architecture.md, Home zones: the fleets' home zones. The shape is a GeoJSON MultiPolygon (holes
-- included) in jsonb, checked in src/domain before it is stored: no PostGIS, since the
-- embedded engine has none. Its bounding box is kept beside it for the map to frame a fleet.
-- A zone is never deleted: deactivating keeps it, and its audit entries keep every shape it
-- had, so the map can show it as it was on a date.
CREATE TABLE home_zones (
  id          serial PRIMARY KEY,
  fleet_id    integer NOT NULL REFERENCES regions(id),
  name        text NOT NULL,
  geometry    jsonb NOT NULL,
  west        double precision NOT NULL,
  south       double precision NOT NULL,
  east        double precision NOT NULL,
  north       double precision NOT NULL,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
-- The list reads a fleet's zones (or every fleet's) in fleet then creation order.
CREATE INDEX home_zones_fleet ON home_zones (fleet_id, id);
