type Point = readonly [number, number];
type Segment = readonly [Point, Point];

/*
 * Spec 7 home zones, spec 8 zone import errors: a zone's rings may not cross or touch
 * themselves or each other. Asking which edges cross (every crossing, millions for a star)
 * to learn whether one does held the server for minutes, so this answers the yes/no
 * question with a sweep line (Shamos–Hoey): edges sorted by their left end, the edges the
 * sweep crosses kept in order from bottom to top, each new neighbour pair tested once; the
 * first crossing ends it. Coordinates are compared exactly: a repeated point is one point.
 */

/** Twice the signed area of a, b, c: positive when c lies left of a → b. */
const orient = (a: Point, b: Point, c: Point) =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

const same = (a: Point, b: Point) => a[0] === b[0] && a[1] === b[1];

/** Lexicographic order (x, then y): the sweep's order of points. */
const before = (a: Point, b: Point) => a[0] - b[0] || a[1] - b[1];

/** c, collinear with a → b, lies on that segment, ends included. */
const within = (a: Point, b: Point, c: Point) =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1]);

/**
 * Whether two edges meet. Edges that share an end are neighbours along a ring (the rings'
 * points are all distinct, checked first): they may meet there, and cross only when they
 * overlap, folding back along one line.
 */
const meet = ([a, b]: Segment, [c, d]: Segment) => {
  const [o1, o2, o3, o4] = [orient(c, d, a), orient(c, d, b), orient(a, b, c), orient(a, b, d)];
  const shared = [a, b].find((p) => same(p, c) || same(p, d));
  if (shared) {
    if (o1 !== 0 || o2 !== 0) return false;
    const [p, q] = [same(shared, a) ? b : a, same(shared, c) ? d : c];
    return (p[0] - shared[0]) * (q[0] - shared[0]) + (p[1] - shared[1]) * (q[1] - shared[1]) > 0;
  }
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && within(c, d, a)) ||
    (o2 === 0 && within(c, d, b)) ||
    (o3 === 0 && within(a, b, c)) ||
    (o4 === 0 && within(a, b, d))
  );
};

/** A ring's distinct points in order: repeats in a row dropped, the closing point too. */
const cornersOf = (ring: readonly Point[]) => {
  const corners = ring.filter((point, i) => i === 0 || !same(point, ring[i - 1]!));
  if (corners.length > 1 && same(corners[0]!, corners[corners.length - 1]!)) corners.pop();
  return corners;
};

class Crossing extends Error {}

/**
 * Whether the rings (each closed, its last point repeating its first) cross or touch
 * themselves or each other: O(n log n) comparisons for n edges, stopping at the first
 * crossing found. A ring of fewer than three distinct points folds onto itself: it crosses.
 */
export const ringsCross = (rings: readonly (readonly Point[])[]): boolean => {
  const corners = rings.map(cornersOf);
  if (corners.some((ring) => ring.length < 3)) return true;
  // A point visited twice is a touch the sweep need not find: the rings pass through it twice.
  const seen = new Set<string>();
  for (const [x, y] of corners.flat()) {
    const key = `${x},${y}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  const edges: Segment[] = corners.flatMap((ring) =>
    ring.map((point, i): Segment => {
      const next = ring[(i + 1) % ring.length]!;
      return before(point, next) < 0 ? [point, next] : [next, point];
    }),
  );
  // Ends before starts at one point: an edge ending where its neighbour starts has left the sweep.
  const events = edges
    .flatMap((edge) => [
      { point: edge[0], edge, start: true },
      { point: edge[1], edge, start: false },
    ])
    .sort((e, f) => before(e.point, f.point) || Number(e.start) - Number(f.start));
  const sweep: Segment[] = [];
  /** Where the edge starting at its left end goes among the edges swept, bottom to top. */
  const above = (edge: Segment, other: Segment) => {
    const [left, right] = edge;
    const side = orient(other[0], other[1], left);
    if (side !== 0) return side > 0;
    // Its left end lies on the other edge: a touch, unless they are neighbours starting together.
    if (!same(left, other[0])) throw new Crossing();
    const turn = orient(other[0], other[1], right);
    if (turn === 0) throw new Crossing();
    return turn > 0;
  };
  const test = (edge: Segment | undefined, other: Segment | undefined) => {
    if (edge && other && meet(edge, other)) throw new Crossing();
  };
  try {
    for (const { edge, start } of events) {
      if (start) {
        let [low, high] = [0, sweep.length];
        while (low < high) {
          const middle = (low + high) >> 1;
          if (above(edge, sweep[middle]!)) low = middle + 1;
          else high = middle;
        }
        sweep.splice(low, 0, edge);
        test(edge, sweep[low - 1]);
        test(edge, sweep[low + 1]);
      } else {
        const at = sweep.indexOf(edge);
        sweep.splice(at, 1);
        test(sweep[at - 1], sweep[at]);
      }
    }
  } catch (error) {
    if (error instanceof Crossing) return true;
    throw error;
  }
  return false;
};
