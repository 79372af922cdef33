import 'leaflet/dist/leaflet.css';
import bbox from '@turf/bbox';
import { feature, featureCollection } from '@turf/helpers';
import { useEffect } from 'react';
import { GeoJSON, MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { Box } from '../../domain/homeZones/regionBoxes.ts';
import type { HomeZoneRow } from '../../domain/homeZones/homeZone.ts';
import { useMapTiles } from '../../custom/maps/useMapTiles.ts';

export interface MapZone {
  key: string;
  geometry: HomeZoneRow['geometry'];
  active: boolean;
  /** Drawn over the others, in the preview colour: the file about to be saved. */
  preview?: boolean;
}

const STYLES = {
  active: { color: '#2e7d32', weight: 2, fillOpacity: 0.25 },
  inactive: { color: '#757575', weight: 2, dashArray: '6 4', fillOpacity: 0.08 },
  preview: { color: '#ef6c00', weight: 3, fillOpacity: 0.3 },
};

/**
 * The zones' own extent, so a small zone fills the map; the fleet's region box when they have
 * none (no zone, or only shapes without a point, whose extent is infinite).
 */
const frameOf = (zones: readonly MapZone[], box: Box): Box => {
  if (!zones.length) return box;
  const [west, south, east, north] = bbox(featureCollection(zones.map((zone) => feature(zone.geometry))));
  return [west, south, east, north].every(Number.isFinite) ? [west, south, east, north] : box;
};

/** Frames the zones (or the region) whenever what is drawn changes place. */
const Framing = ({ box }: { box: Box }) => {
  const map = useMap();
  const [west, south, east, north] = box;
  useEffect(() => {
    map.fitBounds([
      [south, west],
      [north, east],
    ]);
  }, [map, west, south, east, north]);
  return null;
};

/**
 * A fleet's home zones on a map, its own chunk. The tile URL comes from
 * /config.json; offline the shapes are drawn on a blank map (they are vectors, no image).
 */
const ZoneMap = ({
  zones,
  box,
  label,
  height = 420,
}: {
  zones: MapZone[];
  box: Box;
  label: string;
  height?: number;
}) => {
  const tiles = useMapTiles();
  return (
    <div role="region" aria-label={label}>
      <MapContainer
        bounds={[
          [box[1], box[0]],
          [box[3], box[2]],
        ]}
        style={{ height, width: '100%' }}
        attributionControl={Boolean(tiles)}
      >
        {tiles ? <TileLayer url={tiles} /> : null}
        <Framing box={frameOf(zones, box)} />
        {zones.map((zone) => (
          <GeoJSON
            // A new shape or state is a new layer: GeoJSON draws its data once.
            key={zone.key}
            data={zone.geometry}
            style={zone.preview ? STYLES.preview : zone.active ? STYLES.active : STYLES.inactive}
          />
        ))}
      </MapContainer>
    </div>
  );
};
export default ZoneMap;
