// A user's previous login (the back office's dashboard): every sign-in starts a session, and each token refresh
// starts one that its predecessor names in replaced_by, so the sessions nobody replaced are the logins.
import { sql } from 'drizzle-orm';
import type { PreviousLogin } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { sessions } from './tables.ts';

/**
 * The login before the one that started `sessionId` (followed back through its refreshes); null when it is the
 * user's first.
 */
export async function previousLogin(db: Db, uid: string, sessionId: string): Promise<PreviousLogin | null> {
  const [row] = await rawRows<{ ip: string; user_agent: string; created_at: string | Date }>(
    db,
    sql`
      with recursive chain(id, created_at) as (
        select id, created_at from ${sessions} where id = ${sessionId}
        union all
        select p.id, p.created_at from ${sessions} p join chain c on p.replaced_by = c.id
      )
      select s.ip, s.user_agent, s.created_at from ${sessions} s
      where s.uid = ${uid}
        and s.created_at < (select min(created_at) from chain)
        and not exists (select 1 from ${sessions} r where r.uid = s.uid and r.replaced_by = s.id)
      order by s.created_at desc
      limit 1`,
  );
  return row ? { ip: row.ip, userAgent: row.user_agent, time: new Date(row.created_at).toISOString() } : null;
}
