// The SVG charts' geometry: round ticks covering the data, and a smooth line that passes through its points
// without leaving the range between neighbours (a count line must not dip below zero).
import { describe, expect, it } from 'vitest';
import { niceCountTicks, smoothPath, type Point } from './chart-geometry';

/** The y of every control point of a path's cubic segments, with the segment's two ends. */
const segments = (path: string) => [...path.matchAll(/C([^C]+)/g)].map(([, args]) => args.split(/[ ,]/).map(Number));

describe('chart geometry', () => {
  it('gives round ticks from 0 that cover the largest value', () => {
    expect(niceCountTicks(0)).toEqual([0, 1]);
    expect(niceCountTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceCountTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceCountTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceCountTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(niceCountTicks(1234)).toEqual([0, 500, 1000, 1500]);
    // Never a fractional step.
    expect(niceCountTicks(2)).toEqual([0, 1, 2]);
    expect(niceCountTicks(4, 10)).toEqual([0, 1, 2, 3, 4]);
  });

  it('draws a line through every point, with control points that stay between neighbours', () => {
    const points: Point[] = [0, 5, 0, 0, 12, 3, 3].map((v, i) => ({ x: i * 50, y: 200 - v * 10 }));
    const path = smoothPath(points);
    expect(path.startsWith('M0,200')).toBe(true);
    const parts = segments(path);
    expect(parts).toHaveLength(6);
    parts.forEach(([, c1y, , c2y, x, y], i) => {
      expect([x, y]).toEqual([points[i + 1].x, points[i + 1].y]);
      const [low, high] = [Math.min(points[i].y, y), Math.max(points[i].y, y)];
      for (const control of [c1y, c2y]) {
        expect(control).toBeGreaterThanOrEqual(low);
        expect(control).toBeLessThanOrEqual(high);
      }
    });
    // Flat between two equal points.
    expect(parts[2].slice(0, 4).filter((_, i) => i % 2 === 1)).toEqual([200, 200]);
  });

  it('joins one or two points with straight lines', () => {
    expect(smoothPath([])).toBe('');
    expect(smoothPath([{ x: 1, y: 2 }])).toBe('M1,2');
    expect(
      smoothPath([
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBe('M1,2L3,4');
  });
});
