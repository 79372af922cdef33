import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { DashboardCarPoint } from '../../domain/fleet/dashboard.ts';
import { STATE_COLOURS } from './dashboardState.ts';
import { useMapTiles } from '../../custom/maps/useMapTiles.ts';

/** Frames the cars when the filters change which cars are drawn, not at every refresh. */
const Framing = ({ cars, frameKey }: { cars: DashboardCarPoint[]; frameKey: string }) => {
  const map = useMap();
  useEffect(() => {
    if (!cars.length) return;
    map.fitBounds(
      cars.map((car) => [car.latitude, car.longitude]),
      { padding: [16, 16], maxZoom: 14 },
    );
    // Only a new filter reframes: a refresh keeps the staff member's own pan and zoom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, frameKey, cars.length > 0]);
  return null;
};

/**
 * The fleet dashboard's cars on a map coloured by state, its own chunk. The tile URL comes from
 * /config.json; offline the markers are drawn on a blank map (circles, no image).
 */
const DashboardMap = ({
  cars,
  label,
  frameKey,
  stateLabel,
}: {
  cars: DashboardCarPoint[];
  label: string;
  frameKey: string;
  stateLabel: (car: DashboardCarPoint) => string;
}) => {
  const tiles = useMapTiles();
  return (
    <div role="region" aria-label={label}>
      <MapContainer
        center={[49.28, -123.12]}
        zoom={4}
        style={{ height: 420, width: '100%' }}
        attributionControl={Boolean(tiles)}
      >
        {tiles ? <TileLayer url={tiles} /> : null}
        <Framing cars={cars} frameKey={frameKey} />
        {cars.map((car) => (
          <CircleMarker
            key={car.vin}
            center={[car.latitude, car.longitude]}
            radius={6}
            pathOptions={{ color: STATE_COLOURS[car.status], fillOpacity: 0.8, weight: 1 }}
          >
            <Tooltip>{stateLabel(car)}</Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
};
export default DashboardMap;
