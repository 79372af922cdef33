/** The great-circle distance in km between two points (haversine, on a 6,371 km sphere). */
export const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
};

/** A named point for a map: a parking meter, a city lot; where it stands and what its tooltip says. */
export interface MapPoint {
  key: string;
  label: string;
  latitude: number;
  longitude: number;
}
