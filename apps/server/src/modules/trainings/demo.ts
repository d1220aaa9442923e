// The demo training a first start seeds next to the demo problems: one public training holding them in order,
// in one category, so the training pages can be tried at once.
import type { Db } from '../../db/client.ts';
import type { Manager } from './admin-access.ts';
import { trainingCategories, trainingProblems, trainings } from './tables.ts';

export const DEMO_TRAINING = {
  category: { name: '入门 Beginner', color: '#19be6b' },
  title: 'Getting started 入门',
  description:
    'Five problems to get to know the judge: standard input and output, sorting, a special judge, an OI problem with subtasks and an interactive one.\n\n' +
    '五道题目带你熟悉评测系统：标准输入输出、排序、特殊评测、带子任务的 OI 题和交互题。',
} as const;

/** pids in the order the training lists them. */
export async function seedDemoTraining(db: Db, author: Manager, pids: number[]): Promise<void> {
  const [category] = await db.insert(trainingCategories).values(DEMO_TRAINING.category).returning({ id: trainingCategories.id });
  const [training] = await db
    .insert(trainings)
    .values({
      title: DEMO_TRAINING.title,
      description: DEMO_TRAINING.description,
      auth: 'Public',
      categoryId: category.id,
      uid: author.uid,
      author: author.username,
    })
    .returning({ id: trainings.id });
  if (pids.length) await db.insert(trainingProblems).values(pids.map((pid, i) => ({ tid: training.id, pid, rank: i + 1 })));
}
