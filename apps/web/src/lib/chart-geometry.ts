// Geometry of the small SVG charts: a value axis with round ticks and a smooth line through points that never
// overshoots them (monotone cubic interpolation, as d3's curveMonotoneX), so a count line never dips below zero.

export interface Point {
  x: number;
  y: number;
}

/** Ticks of a count axis from 0 to at least `max`: about `count` whole steps of 1, 2 or 5 × 10ⁿ. */
export const niceCountTicks = (max: number, count = 5): number[] => {
  const top = Math.max(max, 1);
  const rough = top / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude);
  const steps = Math.ceil(top / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
};

const sign = (value: number) => (value < 0 ? -1 : 1);

/** Slopes at each point (Fritsch–Carlson / Steffen): flat at local extremes, so the curve stays within its points. */
const monotoneSlopes = (points: Point[]): number[] => {
  const n = points.length;
  const secants = points.slice(1).map((p, i) => (p.y - points[i].y) / (p.x - points[i].x));
  return points.map((_, i) => {
    if (i === 0) return secants[0];
    if (i === n - 1) return secants[n - 2];
    const [before, after] = [secants[i - 1], secants[i]];
    const h0 = points[i].x - points[i - 1].x;
    const h1 = points[i + 1].x - points[i].x;
    const p = (before * h1 + after * h0) / (h0 + h1);
    return (sign(before) + sign(after)) * Math.min(Math.abs(before), Math.abs(after), 0.5 * Math.abs(p)) || 0;
  });
};

/** An SVG path through the points (x increasing): straight for two, a monotone cubic curve for more. */
export const smoothPath = (points: Point[]): string => {
  if (points.length === 0) return '';
  const [first] = points;
  if (points.length < 3) return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join('');
  const slopes = monotoneSlopes(points);
  let path = `M${first.x},${first.y}`;
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    const third = (b.x - a.x) / 3;
    path += `C${a.x + third},${a.y + third * slopes[i - 1]},${b.x - third},${b.y - third * slopes[i]},${b.x},${b.y}`;
  }
  return path;
};
