import L from 'leaflet';
import { useMemo, useState } from 'react';
import { CircleMarker, Marker, Tooltip, useMap, useMapEvent } from 'react-leaflet';
import Supercluster from 'supercluster';
import type { MapPoint } from '../../domain/geo.ts';

/** Points closer than this on screen, in px, draw as one cluster. */
const CLUSTER_RADIUS = 60;
/** Past this zoom (a street), every point draws alone. */
const LAST_CLUSTER_ZOOM = 17;

const indexOf = (points: readonly MapPoint[]) => {
  // Leaflet's tiles are 256 px: with that extent the radius is in screen pixels.
  const index = new Supercluster<MapPoint>({
    radius: CLUSTER_RADIUS,
    extent: 256,
    maxZoom: LAST_CLUSTER_ZOOM,
  });
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      properties: point,
    })),
  );
  return index;
};

/** What the map shows now: its bounds (a little wider, so a pan draws no gap) and zoom. */
const viewOf = (map: L.Map) => {
  const bounds = map.getBounds().pad(0.25);
  return {
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as [
      number,
      number,
      number,
      number,
    ],
    zoom: Math.round(map.getZoom()),
  };
};

const clusterIcon = (count: number, text: string, color: string) => {
  const size = count < 100 ? 30 : count < 1000 ? 38 : 46;
  return L.divIcon({
    className: '',
    iconSize: [size, size],
    html:
      `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;` +
      `border-radius:50%;background:${color};color:#fff;font:600 12px/1 sans-serif;` +
      `box-shadow:0 0 0 4px ${color}55">${text}</span>`,
  });
};

/**
 * Thousands of points on a Leaflet map (a city's 4,117 parking meters) stay responsive: only
 * the points in view are drawn, and those closer than a cluster's radius draw as one marker
 * with their count, which zooms in when clicked. The index is built once per set of points;
 * a pan or zoom asks it again (supercluster, milliseconds for thousands).
 */
export const ClusteredPoints = ({
  points,
  color,
  clusterLabel,
}: {
  points: readonly MapPoint[];
  color: string;
  /** The cluster marker's name, for a pointer's tooltip and a screen reader: "23 parking meters". */
  clusterLabel: (count: number) => string;
}) => {
  const map = useMap();
  const index = useMemo(() => indexOf(points), [points]);
  const [view, setView] = useState(() => viewOf(map));
  useMapEvent('moveend', () => setView(viewOf(map)));
  return index.getClusters(view.bbox, view.zoom).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      const count = properties.point_count;
      return (
        <Marker
          key={`cluster-${properties.cluster_id}`}
          position={[latitude, longitude]}
          icon={clusterIcon(count, String(properties.point_count_abbreviated), color)}
          title={clusterLabel(count)}
          alt={clusterLabel(count)}
          eventHandlers={{
            click: () =>
              map.setView(
                [latitude, longitude],
                Math.min(index.getClusterExpansionZoom(properties.cluster_id), LAST_CLUSTER_ZOOM + 1),
              ),
          }}
        />
      );
    }
    const point = properties as MapPoint;
    return (
      <CircleMarker
        key={point.key}
        center={[latitude, longitude]}
        radius={4}
        pathOptions={{ color, fillOpacity: 0.6, weight: 1 }}
      >
        <Tooltip>{point.label}</Tooltip>
      </CircleMarker>
    );
  });
};
