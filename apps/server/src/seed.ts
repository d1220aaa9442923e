// First-start seeding: role rows, the root account and the demo content (announcement, problems, training,
// discussion), each applied once.
import { eq } from 'drizzle-orm';
import { Role } from '@verdict/shared';
import type { Db } from './db/client.ts';
import { ensureRootAccount, syncRoles } from './modules/accounts/service.ts';
import { users } from './modules/accounts/tables.ts';
import { siteConfig } from './modules/site/tables.ts';
import { announcements } from './modules/announcements/tables.ts';
import { syncLanguages } from './modules/problems/service.ts';
import { seedDemoProblems } from './modules/problems/demo-problems.ts';
import { seedDemoTraining } from './modules/trainings/demo.ts';
import { seedDemoDiscussion } from './modules/discussions/demo.ts';

const DEMO_KEY = 'demo-seeded';

async function seedDemoContent(db: Db, dataDir: string): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx.insert(siteConfig).values({ key: DEMO_KEY, value: true }).onConflictDoNothing().returning();
    if (!claimed.length) return;
    const [root] = await tx.select({ uid: users.uid, username: users.username }).from(users).where(eq(users.username, 'root'));
    await tx.insert(announcements).values({
      title: 'Welcome to Verdict / 欢迎使用 Verdict',
      content:
        'Verdict is an open-source online judge: practise problems, join contests, follow trainings and groups.\n\n' +
        'Verdict 是一个开源的在线评测系统：练习题目、参加比赛、跟随训练、加入团队。',
      uid: root?.uid ?? null,
    });
    if (!root) return;
    const author = { ...root, role: Role.Root };
    const demoProblems = await seedDemoProblems(tx, dataDir, author);
    await seedDemoTraining(
      tx,
      author,
      demoProblems.map((p) => p.pid),
    );
    await seedDemoDiscussion(tx, root.uid, demoProblems[0]?.pid ?? null);
  });
}

export interface SeedReport {
  rootCreated: boolean;
  generatedRootPassword?: string;
}

/** dataDir: where the demo problems' test data goes. */
export async function seed(db: Db, options: { adminPassword?: string; demo: boolean; dataDir: string }): Promise<SeedReport> {
  await syncRoles(db);
  await syncLanguages(db);
  const root = await ensureRootAccount(db, options.adminPassword);
  if (options.demo) await seedDemoContent(db, options.dataDir);
  return { rootCreated: root.created, generatedRootPassword: root.generatedPassword };
}
