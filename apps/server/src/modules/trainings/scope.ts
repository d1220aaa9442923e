// Which problems a training shows and takes (reference §7, §8): public problems (auth 1, no group), plus, for a
// group training, its group's public (auth 1) problems. Hidden, contest-only and other groups' problems never.
// The conditions are the problems module's (over its table; use them through problemMeets).
import { eq, isNull, type SQL } from 'drizzle-orm';
import { trainingBankCondition } from '../problems/index.ts';
import { trainings } from './tables.ts';

/** The problems a training with this gid (null for a site training) shows. */
export const trainingBank = (gid: number | null): SQL => trainingBankCondition(gid);

/** trainingBank for a statement over trainings: the training's own gid decides. */
export const trainingBankOfRow = (): SQL => trainingBankCondition(trainings.gid);

/** The rows of one list: site trainings (gid null) or one group's. */
export const trainingScope = (gid: number | null): SQL => (gid === null ? isNull(trainings.gid) : eq(trainings.gid, gid));
