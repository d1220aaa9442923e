// Test kit of the contests tests: a valid contest form around a time window, creating one through the back
// office, problems added to it under display ids, and registering a user.
import type { ContestForm } from '@verdict/shared';
import type { TestApp } from '../../test/helper.ts';
import { call } from '../problems/admin-test-kit.ts';

export { call };

const HOUR = 3_600_000;

/** Start and end, in hours from one reading of the clock (two readings can differ by a millisecond). */
export const window = (fromHours: number, toHours: number) => {
  const now = Date.now();
  return {
    startTime: new Date(now + fromHours * HOUR).toISOString(),
    endTime: new Date(now + toHours * HOUR).toISOString(),
  };
};

export const RUNNING = window(-1, 1);
export const SCHEDULED = window(1, 2);
export const ENDED = window(-3, -1);

export const contestForm = (overrides: Partial<ContestForm> = {}): Partial<ContestForm> => ({
  title: 'A contest',
  description: 'The rules.',
  type: 0,
  auth: 0,
  ...RUNNING,
  ...overrides,
});

export async function createContest(t: TestApp, token: string, overrides: Partial<ContestForm> = {}): Promise<number> {
  const res = await call(t, 'POST', '/api/admin/contest', token, { contest: contestForm(overrides) });
  if (res.code !== 200) throw new Error(`create contest failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** Adds problems from the public bank: display id → problem id. */
export async function addProblems(t: TestApp, token: string, cid: number, problems: Record<string, number>): Promise<void> {
  for (const [displayId, pid] of Object.entries(problems)) {
    const res = await call(t, 'POST', '/api/admin/contest/add-problem-from-public', token, { cid, pid, displayId });
    if (res.code !== 200) throw new Error(`add problem ${displayId} failed: ${JSON.stringify(res.body)}`);
  }
}

export async function register(t: TestApp, token: string, cid: number, password: string) {
  return call(t, 'POST', '/api/register-contest', token, { cid, password });
}
