const RADIANS = Math.PI / 180;

/**
 * The initial great-circle bearing from one point to another, whole degrees from north,
 * clockwise, 0 to 359 (spec 3 Trip info, a point's direction); null when they are the same
 * point, which has no direction.
 */
export const bearingDegrees = (fromLat: number, fromLng: number, toLat: number, toLng: number) => {
  if (fromLat === toLat && fromLng === toLng) return null;
  const lat1 = fromLat * RADIANS;
  const lat2 = toLat * RADIANS;
  const dLng = (toLng - fromLng) * RADIANS;
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return Math.round((Math.atan2(y, x) / RADIANS + 360) % 360) % 360;
};
