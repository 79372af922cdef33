import { polygon } from '@turf/helpers';
import kinks from '@turf/kinks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ringsCross } from '../../../../src/domain/homeZones/ringCrossing.ts';
import { scaledBudget } from '../../../support/slowness.ts';
import { starRing, circleRing } from '../../../support/zoneShapes.ts';

type Point = [number, number];
const closed = (...points: Point[]): Point[] => [...points, points[0]!];
const square = closed([0, 0], [4, 0], [4, 4], [0, 4]);

describe('the zone crossing check (spec 7 home zones, spec 8 zone import errors: a shape that crosses itself)', () => {
  it('accepts a simple ring and a ring with a hole inside it', () => {
    expect(ringsCross([square])).toBe(false);
    expect(ringsCross([square, closed([1, 1], [1, 3], [3, 3], [3, 1])])).toBe(false);
  });

  it('refuses a bow tie, and a hole that crosses or touches its outer ring', () => {
    expect(ringsCross([closed([0, 0], [4, 4], [4, 0], [0, 4])])).toBe(true);
    expect(ringsCross([square, closed([1, 1], [5, 1], [5, 3], [1, 3])])).toBe(true);
    // The hole's corner on the outer ring's edge, then on its corner.
    expect(ringsCross([square, closed([4, 2], [2, 1], [2, 3])])).toBe(true);
    expect(ringsCross([square, closed([4, 4], [2, 1], [1, 2])])).toBe(true);
  });

  it('lets neighbouring edges share their corner, a repeated point and a repeated closing point', () => {
    expect(ringsCross([[...square, square[0]!]])).toBe(false);
    expect(ringsCross([closed([0, 0], [4, 0], [4, 0], [4, 4], [0, 4])])).toBe(false);
    // Corners on one line are edges meeting end to end, not overlapping.
    expect(ringsCross([closed([0, 0], [2, 0], [4, 0], [4, 4], [0, 4])])).toBe(false);
    // Vertical edges, one on top of the next.
    expect(ringsCross([closed([0, 0], [4, 0], [4, 2], [4, 4], [0, 4], [0, 2])])).toBe(false);
  });

  it('refuses collinear overlapping edges: a spike folding back, two rings sharing a stretch of edge', () => {
    expect(ringsCross([closed([0, 0], [4, 0], [2, 0], [2, 4])])).toBe(true);
    expect(ringsCross([closed([0, 0], [4, 0], [4, 4], [4, 1], [0, 4])])).toBe(true);
    expect(ringsCross([square, closed([4, 1], [4, 3], [6, 2])])).toBe(true);
    expect(ringsCross([square, closed([1, 0], [3, 0], [2, -2])])).toBe(true);
  });

  it('refuses a ring through one point twice (a figure of eight) and a ring of two points', () => {
    expect(ringsCross([closed([0, 0], [2, 2], [4, 0], [4, 4], [2, 2], [0, 4])])).toBe(true);
    expect(ringsCross([closed([0, 0], [4, 0])])).toBe(true);
  });

  it('refuses the 5,000-point star at its first crossing and accepts the 5,000-point ring, both well within the budget of the check they replace', () => {
    const [star, ring] = [starRing(5_000), circleRing(5_000)];
    const started = performance.now();
    expect(ringsCross([star])).toBe(true);
    expect(ringsCross([ring])).toBe(false);
    // The check it replaced took 85 s on the star; this one, 2 s on a quiet machine at most.
    expect(performance.now() - started).toBeLessThan(scaledBudget(2_000));
  });

  it('answers as @turf/kinks on small random rings in general position', () => {
    // Whole numbers: both checks then compute exactly, no rounding to tell them apart.
    const point = fc.tuple(fc.integer({ min: -1_000, max: 1_000 }), fc.integer({ min: -1_000, max: 1_000 }));
    // Distinct points, no three on one line: where kinks and this check define crossing alike
    // (kinks ignores collinear overlaps and counts a repeated point as one).
    const general = (points: Point[]) =>
      points.every((p, i) =>
        points.every(
          (q, j) =>
            j <= i ||
            ((p[0] !== q[0] || p[1] !== q[1]) &&
              points.every(
                (r, k) => k <= j || (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]) !== 0,
              )),
        ),
      );
    const rings = fc
      .array(fc.array(point, { minLength: 3, maxLength: 9 }), { minLength: 1, maxLength: 3 })
      .filter((all) => general(all.flat()));
    fc.assert(
      fc.property(rings, (all) => {
        const shapes = all.map((points) => closed(...points));
        const expected = kinks(polygon(shapes)).features.length > 0;
        expect(ringsCross(shapes)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});
