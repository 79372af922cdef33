/**
 * The zone files of spec 8's worst cases (spec 7 home zones): 5,000 points, the import's cap,
 * inside Vancouver's region box (fleet 1). The star joins every point to the one almost
 * opposite, so nearly every edge crosses every other (millions of crossings); the circle
 * crosses nothing.
 */
type Point = [number, number];

const onCircle = (points: number, step: number): Point[] => {
  const corners = Array.from({ length: points - 1 }, (_, i): Point => {
    const angle = (2 * Math.PI * ((i * step) % (points - 1))) / (points - 1);
    return [-123.15 + 0.1 * Math.cos(angle), 49.25 + 0.06 * Math.sin(angle)];
  });
  return [...corners, corners[0]!];
};

/** A closed ring of `points` points (the last repeating the first) that crosses itself everywhere. */
export const starRing = (points: number) => onCircle(points, Math.floor((points - 1) / 2));

/** A closed ring of `points` points around a circle. */
export const circleRing = (points: number) => onCircle(points, 1);

/** The text of a .txt zone file holding the ring as a GeoJSON Polygon. */
export const zoneFileText = (ring: Point[]) => JSON.stringify({ type: 'Polygon', coordinates: [ring] });
