import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Pane, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { CityPoint } from '../../domain/parking/cityLayers.ts';
import type { ParkingLot } from '../../domain/parking/parkingLot.ts';
import { ClusteredPoints } from '../../custom/maps/ClusteredPoints.tsx';
import { useMapTiles } from '../../custom/maps/useMapTiles.ts';
import { LOT_COLORS } from './mapColors.ts';

/** Where the map opens without lots: the first fleet's city. */
const VANCOUVER: [number, number] = [49.2827, -123.1207];

export interface ParkingMapProps {
  lots: readonly ParkingLot[];
  focusedId: number | undefined;
  onFocus: (id: number) => void;
  /** The city layers shown, each drawn in its own colour, clustered (a city has thousands of meters). */
  cityLayers: readonly {
    key: string;
    color: string;
    points: readonly CityPoint[];
    clusterLabel: (count: number) => string;
  }[];
  label: string;
}

/** Brings the focused lot to the middle of the map. */
const FollowFocus = ({ lot }: { lot: ParkingLot | undefined }) => {
  const map = useMap();
  useEffect(() => {
    if (lot) map.setView([lot.latitude, lot.longitude], Math.max(map.getZoom(), 15));
  }, [lot, map]);
  return null;
};

/** Brings the lots into view whenever the list's filter finds others (spec 2 /aima-parking). */
const FitLots = ({ lots }: { lots: readonly ParkingLot[] }) => {
  const map = useMap();
  const ids = lots.map((lot) => lot.id).join(',');
  useEffect(() => {
    if (lots.length === 0) return;
    map.fitBounds(
      lots.map((lot) => [lot.latitude, lot.longitude] as [number, number]),
      { padding: [40, 40], maxZoom: 15 },
    );
    // The lots' ids are what changes with the filter; a refetch of the same lots leaves the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, map]);
  return null;
};

/**
 * The lots of /aima-parking on a map (spec 2 /aima-parking), its own chunk loaded with the screen.
 * Tiles from /config.json; without them (offline) the markers draw on a blank map. Circle
 * markers need no image; the focused lot's is larger and filled.
 */
const ParkingMap = ({ lots, focusedId, onFocus, cityLayers, label }: ParkingMapProps) => {
  const tiles = useMapTiles();
  const focused = lots.find((lot) => lot.id === focusedId);
  const first = lots[0];
  return (
    <MapContainer
      center={first ? [first.latitude, first.longitude] : VANCOUVER}
      zoom={13}
      style={{ height: 520, width: '100%' }}
      attributionControl={Boolean(tiles)}
      aria-label={label}
    >
      {tiles ? <TileLayer url={tiles} /> : null}
      <FitLots lots={lots} />
      <FollowFocus lot={focused} />
      {cityLayers.map((layer) => (
        <ClusteredPoints
          key={layer.key}
          points={layer.points}
          color={layer.color}
          clusterLabel={layer.clusterLabel}
        />
      ))}
      {/* The fleet's lots above the city layers' clusters, which Leaflet puts in its marker pane. */}
      <Pane name="lots" style={{ zIndex: 650 }}>
        {lots.map((lot) => (
          <CircleMarker
            key={lot.id}
            center={[lot.latitude, lot.longitude]}
            radius={lot.id === focusedId ? 12 : 8}
            pathOptions={{
              color: lot.id === focusedId ? LOT_COLORS.focused : LOT_COLORS.lot,
              fillOpacity: lot.id === focusedId ? 0.9 : 0.5,
            }}
            eventHandlers={{ click: () => onFocus(lot.id) }}
          >
            <Tooltip>{lot.name}</Tooltip>
          </CircleMarker>
        ))}
      </Pane>
    </MapContainer>
  );
};
export default ParkingMap;
