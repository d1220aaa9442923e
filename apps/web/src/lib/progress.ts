// Training progress (spec 002 §9): solved over problem count as a percentage with two decimals, 0 without problems,
// coloured in bands at 20, 40, 60, 80 and 100 percent.
export const progressPercent = (acCount: number, problemCount: number): number =>
  problemCount > 0 ? Number(((acCount / problemCount) * 100).toFixed(2)) : 0;

const BANDS: [upTo: number, color: string][] = [
  [20, '#909399'],
  [40, '#f56c6c'],
  [60, '#e6a23c'],
  [80, '#1989fa'],
  [100, '#52c41a'],
];

export const progressColor = (percent: number): string => (BANDS.find(([upTo]) => percent < upTo) ?? BANDS[BANDS.length - 1])[1];
