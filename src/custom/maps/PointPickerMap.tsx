import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvent } from 'react-leaflet';
import { useFormContext, useWatch } from 'react-hook-form';
import { useMapTiles } from './useMapTiles.ts';

/** A click places the point to a few centimetres: six decimals of a degree. */
const roundDegrees = (value: number) => Math.round(value * 1e6) / 1e6;

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The form's point, as the two fields hold it; none until both are numbers. */
const usePoint = (latitude: string, longitude: string) => {
  const [lat, lng] = useWatch({ name: [latitude, longitude] }) as unknown[];
  return isCoordinate(lat) && isCoordinate(lng) ? ([lat, lng] as [number, number]) : undefined;
};

/** A click on the map writes its point into the two fields, as typing them would. */
const PickOnClick = ({ latitude, longitude }: { latitude: string; longitude: string }) => {
  const { setValue } = useFormContext();
  useMapEvent('click', (event) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
    setValue(latitude, roundDegrees(event.latlng.lat), options);
    setValue(longitude, roundDegrees(event.latlng.lng), options);
  });
  return null;
};

/** A point typed in the fields comes into view. */
const FollowPoint = ({ point }: { point: [number, number] | undefined }) => {
  const map = useMap();
  const [lat, lng] = point ?? [];
  useEffect(() => {
    if (lat !== undefined && lng !== undefined && !map.getBounds().contains([lat, lng]))
      map.panTo([lat, lng]);
  }, [lat, lng, map]);
  return null;
};

/**
 * A map inside a form that places a point by a click (spec 2 /aima-parking, the Parking lot
 * modal): the latitude and longitude fields take the clicked point, and what is typed in them
 * shows on the map. Its own chunk, as every Leaflet map of the app.
 */
const PointPickerMap = ({
  latitude,
  longitude,
  center,
  label,
}: {
  /** The form's fields that hold the point. */
  latitude: string;
  longitude: string;
  /** Where the map opens without a point yet. */
  center: [number, number];
  label: string;
}) => {
  const tiles = useMapTiles();
  const point = usePoint(latitude, longitude);
  return (
    // react-leaflet keeps ARIA props off its div: the section names the map.
    <section aria-label={label}>
      <MapContainer
        center={point ?? center}
        zoom={14}
        style={{ height: 220, width: '100%', cursor: 'crosshair' }}
        attributionControl={Boolean(tiles)}
      >
        {tiles ? <TileLayer url={tiles} /> : null}
        <PickOnClick latitude={latitude} longitude={longitude} />
        <FollowPoint point={point} />
        {point ? (
          <CircleMarker center={point} radius={9} pathOptions={{ color: '#e65100', fillOpacity: 0.8 }} />
        ) : null}
      </MapContainer>
    </section>
  );
};
export default PointPickerMap;
