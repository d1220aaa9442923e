// Test data of the demo problems, generated with a seeded random source so every install gets the same files.

export interface DemoCase {
  input: string;
  output: string;
  score?: number;
  groupNum?: number;
}

/** mulberry32: a small deterministic 32-bit generator. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [lo, hi]. */
  return (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
}

const BILLION = 1_000_000_000;
const line = (values: number[]) => `${values.join(' ')}\n`;

export function aPlusBCases(): DemoCase[] {
  const random = randomSource(1000);
  const pairs: [number, number][] = [
    [1, 2],
    [0, 0],
    [-5, 3],
    [BILLION, BILLION],
    [-BILLION, -BILLION],
    [BILLION, -BILLION],
  ];
  for (let i = 0; i < 3; i++) pairs.push([random(-BILLION, BILLION), random(-BILLION, BILLION)]);
  return pairs.map(([a, b]) => ({ input: line([a, b]), output: line([a + b]) }));
}

export function sortCases(): DemoCase[] {
  const random = randomSource(1001);
  const randomList = (n: number, lo = -BILLION, hi = BILLION) => Array.from({ length: n }, () => random(lo, hi));
  const lists = [
    [42],
    [3, 1, 2, 5, 4],
    randomList(20, -5, 5),
    Array<number>(1000).fill(7),
    Array.from({ length: 1000 }, (_, i) => i - 500),
    Array.from({ length: 100_000 }, (_, i) => BILLION - i * 20_000),
    randomList(100_000),
    randomList(100_000, -1000, 1000),
  ];
  return lists.map((a) => ({ input: `${a.length}\n${line(a)}`, output: line([...a].sort((x, y) => x - y)) }));
}

/** The answer files hold one derangement (a rotation); the checker accepts any. */
export function derangementCases(): DemoCase[] {
  return [2, 3, 4, 7, 10, 1000, 99_999, 100_000].map((n) => ({
    input: `${n}\n`,
    output: line(Array.from({ length: n }, (_, i) => ((i + 1) % n) + 1)),
  }));
}

function maxSubarray(a: number[]): number {
  let best = -Infinity;
  let ending = 0;
  for (const x of a) {
    ending = Math.max(x, ending + x);
    best = Math.max(best, ending);
  }
  return best;
}

/** Three subtasks (n ≤ 100, 5000, 10^5) of three cases each; each case carries its subtask's score. */
export function maxSubarrayCases(): DemoCase[] {
  const random = randomSource(1003);
  const randomList = (n: number, lo = -BILLION, hi = BILLION) => Array.from({ length: n }, () => random(lo, hi));
  const subtasks: { score: number; lists: number[][] }[] = [
    { score: 20, lists: [[-7], randomList(10, -10, 10), randomList(100)] },
    { score: 30, lists: [randomList(5000), randomList(5000, -BILLION, -1), randomList(5000, -1000, 1200)] },
    { score: 50, lists: [randomList(100_000), Array<number>(100_000).fill(BILLION), randomList(100_000, -BILLION, BILLION / 100)] },
  ];
  return subtasks.flatMap(({ score, lists }, group) =>
    lists.map((a) => ({ input: `${a.length}\n${line(a)}`, output: line([maxSubarray(a)]), score, groupNum: group + 1 })),
  );
}

/** The input file holds the secret; the answer file repeats it (the interactor reads the input). */
export function guessNumberCases(): DemoCase[] {
  const random = randomSource(1004);
  const secrets = [1, BILLION, 500_000_000, 42, random(1, BILLION), random(1, BILLION), random(1, BILLION), random(1, BILLION)];
  return secrets.map((x) => ({ input: line([x]), output: line([x]) }));
}
