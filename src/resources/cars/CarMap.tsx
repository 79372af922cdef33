import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useMapTiles } from '../../custom/maps/useMapTiles.ts';

/**
 * The car's last position (spec 3, Car detail). Its own chunk, loaded with the car's screen
 * only. The tile URL comes from /config.json; without one (offline) the marker is drawn on a
 * blank map. A circle marker needs no image, so nothing is fetched for it.
 */
const CarMap = ({ latitude, longitude }: { latitude: number; longitude: number }) => {
  const tiles = useMapTiles();
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={15}
      style={{ height: 280, width: '100%' }}
      attributionControl={Boolean(tiles)}
    >
      {tiles ? <TileLayer url={tiles} /> : null}
      <CircleMarker
        center={[latitude, longitude]}
        radius={9}
        pathOptions={{ color: '#1565c0', fillOpacity: 0.8 }}
      />
    </MapContainer>
  );
};
export default CarMap;
