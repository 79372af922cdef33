import type { FitBoundsOptions } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, useMap } from 'react-leaflet';
import type { TripDirections } from '../../../domain/trips/tripTelemetry.ts';
import { useMapTiles } from '../../../custom/maps/useMapTiles.ts';

type Point = [number, number];

const FIT: FitBoundsOptions = { padding: [24, 24], maxZoom: 16 };

/** A trip under way: each new latest position brings it and the route back into view. */
const FollowRoute = ({ points }: { points: Point[] }) => {
  const map = useMap();
  const latest = points.at(-1)?.join(',');
  useEffect(() => {
    if (points.length > 1) map.fitBounds(points, FIT);
    // A new latest position moves the map, not a new read of the same route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, latest]);
  return null;
};

/**
 * The trip's route, start green and end red, fitted to the map (spec 3 Trip info); a trip under
 * way ends at the car's latest position, a larger blue dot (spec 3 Trip info). Its own chunk
 * like the car detail's map; the tile URL comes from /config.json, and without one (offline) the
 * line is drawn on a blank map.
 */
const TripRouteMap = ({
  route,
  underWay,
}: {
  route: TripDirections & { start: Point; end: Point };
  underWay: boolean;
}) => {
  const tiles = useMapTiles();
  return (
    <MapContainer
      bounds={route.points.length > 1 ? route.points : [route.start, route.end]}
      boundsOptions={FIT}
      style={{ height: 320, width: '100%' }}
      attributionControl={Boolean(tiles)}
    >
      {tiles ? <TileLayer url={tiles} /> : null}
      {underWay ? <FollowRoute points={route.points} /> : null}
      <Polyline positions={route.points} pathOptions={{ color: '#1565c0', weight: 4 }} />
      <CircleMarker center={route.start} radius={8} pathOptions={{ color: '#2e7d32', fillOpacity: 0.9 }} />
      {underWay ? (
        <CircleMarker
          center={route.end}
          radius={11}
          pathOptions={{ color: '#0d47a1', fillColor: '#42a5f5', fillOpacity: 1, weight: 4 }}
        />
      ) : (
        <CircleMarker center={route.end} radius={8} pathOptions={{ color: '#c62828', fillOpacity: 0.9 }} />
      )}
    </MapContainer>
  );
};
export default TripRouteMap;
