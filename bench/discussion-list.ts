// Benchmark: get-discussion-list on 100,000 posts (first pages, a category, a keyword; as a visitor and as a
// logged-in user) and the header's unread-message count of a user with a full inbox, in a throwaway PostgreSQL
// database, against a trivial route in the same run (50 connections, 10 s each; target p95 < 50 ms).
import pg from 'pg';
import { load, report, withBenchServer, type LoadResult } from './lib/harness.ts';

const ADMIN_PASSWORD = 'Bench1234';
const DISCUSSIONS = 100_000;
const USERS = 2_000;
const PROBLEMS = 1_000;
const MESSAGES = 200_000;
const ROOT_MESSAGES = 3_000;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const KEYWORD = 'dijkstra';

const TITLE_WORDS = ['Help', 'Why', 'Solution', 'Idea', 'Question', 'Note', 'Hint', 'Bug', 'Proof', 'Trick', 'Dijkstra', 'Segment tree'];
const TITLE_NOUNS = ['WA on test 3', 'TLE', 'for the greedy', 'with DP', 'in O(n log n)', 'of the sample', 'and hacks', 'please'];

/** The test data, generated in the database (generate_series) for speed; seeded for repeatable figures. */
async function fill(client: pg.Client): Promise<void> {
  const words = (list: string[]) => `array[${list.map((w) => `'${w}'`).join(',')}]`;
  await client.query('select setseed(0.2026)');
  await client.query(`insert into users (username, password_hash) select 'bench_user_' || g, 'x' from generate_series(1, ${USERS}) g`);
  await client.query(
    `insert into problems (problem_id, title) select 'P' || (1000 + g), 'Problem ' || g from generate_series(1, ${PROBLEMS}) g`,
  );
  await client.query(
    `insert into groups (name, short_name, brief, description, owner, auth, uid) select 'Bench group', 'benchgrp', 'b', 'd', 'root', 1, uid from users where username = 'root'`,
  );
  // 95% site posts, 5% in the group; 1% banned; 20 pinned; a third about a problem; texts as real ones.
  await client.query(`
    with u as (select array_agg(uid order by username) uids from users where username like 'bench_user_%'),
         c as (select array_agg(id order by id) ids from discussion_categories),
         p as (select array_agg(id order by id) ids from problems),
         g as (select max(id) gid from groups)
    insert into discussions (problem_id, gid, title, description, content, category_id, top_priority, status, uid, role,
                             comment_num, like_num, view_num, gmt_create, gmt_modified)
    select case when r % 3 = 0 then p.ids[1 + r % ${PROBLEMS}] end,
           case when r % 20 = 7 then g.gid end,
           (${words(TITLE_WORDS)})[1 + (r * 7) % ${TITLE_WORDS.length}] || ' ' || (${words(TITLE_NOUNS)})[1 + (r * 11) % ${TITLE_NOUNS.length}] || ' #' || r,
           'A description of post ' || r || ', a line or two long.',
           repeat('Some markdown content with **bold** text and \`code\`. ', 10 + r % 40),
           c.ids[1 + (r * 13) % array_length(c.ids, 1)],
           r % 5000 = 1,
           case when r % 100 = 50 then 1 else 0 end,
           u.uids[1 + floor(random() * ${USERS})::int],
           'user', floor(random() * 20)::int, floor(random() * 50)::int, floor(random() * 1000)::int,
           now() - (${DISCUSSIONS} - r) * interval '5 minutes', now() - (${DISCUSSIONS} - r) * interval '5 minutes'
    from generate_series(1, ${DISCUSSIONS}) r, u, c, p, g`);
  // Other users' inboxes, and root's: mostly read, some of every kind unread.
  await client.query(`
    with u as (select array_agg(uid order by username) uids from users where username like 'bench_user_%')
    insert into user_messages (recipient_uid, sender_uid, kind, action, source_type, source_id, title, content, url, state)
    select u.uids[1 + floor(random() * ${USERS})::int], u.uids[1 + floor(random() * ${USERS})::int],
           (array['discuss','reply','like','sys','mine'])[1 + m % 5], 'Discuss', 'Discussion', 1 + m % ${DISCUSSIONS},
           'A title', 'Some content', '/discussion-detail/1', random() < 0.8
    from generate_series(1, ${MESSAGES}) m, u`);
  await client.query(`
    insert into user_messages (recipient_uid, kind, action, source_type, source_id, title, content, url, state)
    select (select uid from users where username = 'root'), (array['discuss','reply','like','sys','mine'])[1 + m % 5],
           'Like_Discuss', 'Discussion', 1 + m, 'A title', 'Some content', '/discussion-detail/1', m % 7 <> 0
    from generate_series(1, ${ROOT_MESSAGES}) m`);
  // Steady state: autovacuum keeps the visibility map set, which index-only scans rely on.
  await client.query('vacuum analyze');
}

async function measure(label: string, url: string, token?: string): Promise<LoadResult> {
  await load({ url, connections: CONNECTIONS, durationS: WARMUP_S, token });
  return report(label, await load({ url, connections: CONNECTIONS, durationS: DURATION_S, token }));
}

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: ADMIN_PASSWORD }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`login failed: ${await res.text()}`);
  return token;
}

async function sample(url: string, token?: string): Promise<{ total: number; records: unknown[] }> {
  const body = (await (await fetch(url, { headers: token ? { authorization: token } : {} })).json()) as {
    status: number;
    data: { total: number; records: unknown[] };
  };
  if (body.status !== 200) throw new Error(`${url} answered ${JSON.stringify(body)}`);
  return body.data;
}

export async function main(): Promise<void> {
  await withBenchServer(ADMIN_PASSWORD, async (server, databaseUrl) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let categoryId: number;
    try {
      const started = performance.now();
      await fill(client);
      const { rows } = await client.query<{ id: number }>('select min(id) id from discussion_categories');
      categoryId = rows[0].id;
      const { rows: counts } = await client.query<{ discussions: number; messages: number }>(
        'select (select count(*) from discussions)::int discussions, (select count(*) from user_messages)::int messages',
      );
      console.log(
        `${counts[0].discussions} discussions, ${counts[0].messages} messages inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await client.end();
    }

    const api = `${server.url}/api`;
    const token = await login(server.url);
    const lists = {
      first: `${api}/get-discussion-list?currentPage=1&limit=10`,
      fifth: `${api}/get-discussion-list?currentPage=5&limit=10`,
      category: `${api}/get-discussion-list?cid=${categoryId}&currentPage=1&limit=10`,
      keyword: `${api}/get-discussion-list?keyword=${KEYWORD}&currentPage=1&limit=10`,
    };
    for (const [name, url] of Object.entries(lists)) {
      const data = await sample(url);
      console.log(`get-discussion-list (${name}): ${data.total} matches, ${data.records.length} on the page`);
    }
    console.log(
      `msg/unread for root: ${JSON.stringify(((await (await fetch(`${api}/msg/unread`, { headers: { authorization: token } })).json()) as { data: unknown }).data)}`,
    );

    const trivial = await measure('trivial (get-website-config)', `${api}/get-website-config`);
    const results = {
      first: await measure('get-discussion-list (page 1)', lists.first),
      firstLoggedIn: await measure('get-discussion-list (page 1, logged in)', lists.first, token),
      fifth: await measure('get-discussion-list (page 5)', lists.fifth),
      category: await measure('get-discussion-list (category)', lists.category),
      keyword: await measure(`get-discussion-list (keyword "${KEYWORD}")`, lists.keyword),
      unread: await measure('msg/unread (logged in, 3,000 messages)', `${api}/msg/unread`, token),
    };

    const worstList = Math.max(
      results.first.p95Ms,
      results.firstLoggedIn.p95Ms,
      results.fifth.p95Ms,
      results.category.p95Ms,
      results.keyword.p95Ms,
    );
    const ratio = results.first.reqPerSec / trivial.reqPerSec;
    console.log(
      `get-discussion-list p95 ${results.first.p95Ms.toFixed(1)} ms on page 1, worst ${worstList.toFixed(1)} ms (target < 50); msg/unread p95 ${results.unread.p95Ms.toFixed(1)} ms (target < 50); page 1 at ${results.first.reqPerSec.toFixed(0)} req/s = ${ratio.toFixed(3)} of the trivial route's ${trivial.reqPerSec.toFixed(0)}`,
    );
    const figures = Object.fromEntries(Object.entries(results).map(([name, r]) => [`${name}P95Ms`, Number(r.p95Ms.toFixed(2))]));
    console.log(
      JSON.stringify({
        bench: 'discussion-list',
        ...figures,
        worstListP95Ms: Number(worstList.toFixed(2)),
        reqPerSec: Math.round(results.first.reqPerSec),
        unreadReqPerSec: Math.round(results.unread.reqPerSec),
        trivialReqPerSec: Math.round(trivial.reqPerSec),
        ratioToTrivial: Number(ratio.toFixed(3)),
      }),
    );
  });
}
