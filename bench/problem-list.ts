// Benchmark: get-problem-list with a tag filter and a keyword on 10,000 problems, 200 tags and 100,000
// submissions in a throwaway PostgreSQL database, against a trivial route in the same run (50 connections, 10 s each).
// The measured caller is a visitor; a logged-in caller (whose status on each row is read on every request) and the
// list without filters are measured for reference. Pages come from the list's short-lived cache
// (apps/server/src/modules/problems/list-cache.ts) except once per time to live.
import pg from 'pg';
import { load, report, withBenchServer, type LoadResult } from './lib/harness.ts';

const PROBLEMS = 10_000;
const TAGS = 200;
const USERS = 2_000;
const SUBMISSIONS = 100_000;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const KEYWORD = 'tree';
const ROOT_PASSWORD = 'Bench1234';

const TITLE_WORDS = [
  'Tree',
  'Graph',
  'Path',
  'Matrix',
  'String',
  'Sum',
  'Game',
  'Array',
  'Queue',
  'Prime',
  'Bits',
  'Grid',
  'Robot',
  'Coins',
  'Party',
  'Island',
  'Bridge',
  'Sort',
  'Maze',
  'Number',
];
const TITLE_NOUNS = [
  'Problem',
  'Query',
  'Walk',
  'Count',
  'Split',
  'Merge',
  'Cut',
  'Cover',
  'Flow',
  'Jump',
  'Order',
  'Pairs',
  'Tour',
  'Cycle',
  'Set',
  'Union',
  'Wall',
];

/** The test data, generated in the database (generate_series) for speed; seeded for repeatable figures (profiling scripts reuse it). */
export async function fill(client: pg.Client): Promise<void> {
  const words = (list: string[]) => `array[${list.map((w) => `'${w}'`).join(',')}]`;
  await client.query('select setseed(0.2024)');
  await client.query(`insert into users (username, password_hash) select 'bench_user_' || g, 'x' from generate_series(1, ${USERS}) g`);
  await client.query(`insert into tag_classifications (name, rank) values ('Algorithm', 0), ('Source', 1), ('Time', 2)`);
  await client.query(`
    insert into tags (name, classification_id)
    select 'tag-' || g, (select array_agg(id order by id) from tag_classifications)[1 + g % 3] from generate_series(1, ${TAGS}) g`);
  // 96% public; the rest hidden, contest-only or group problems. Statements are a few KB, as real ones.
  await client.query(`
    insert into problems (problem_id, title, difficulty, auth, gid, description, input, output, examples)
    select 'P' || (1000 + g),
           (${words(TITLE_WORDS)})[1 + (g * 7) % ${TITLE_WORDS.length}] || ' ' || (${words(TITLE_NOUNS)})[1 + (g * 11) % ${TITLE_NOUNS.length}] || ' ' || g,
           g % 7,
           case when g % 50 = 0 then 2 when g % 50 = 1 then 3 when g % 50 = 2 then 4 else 1 end,
           case when g % 50 = 2 then 1 end,
           repeat('A statement line with some words in it. ', 20 + g % 80),
           'Two integers.', 'Their sum.', '<input>1 2</input><output>3</output>'
    from generate_series(1, ${PROBLEMS}) g`);
  await client.query(`
    insert into problem_tags (pid, tid)
    select distinct p.id, t.ids[1 + floor(random() * ${TAGS})::int]
    from problems p cross join generate_series(1, 5) k cross join (select array_agg(id order by id) ids from tags) t
    where k <= 2 + p.id % 4
    on conflict do nothing`);
  // Popular problems get more submissions (random()²); 10% are contest submissions, which the counts leave out.
  await client.query(`
    with p as (select array_agg(id order by id) ids, array_agg(problem_id order by id) display from problems),
         u as (select array_agg(uid order by username) uids, array_agg(username order by username) names from users where username like 'bench_user_%'),
         r as (select g, 1 + floor(${PROBLEMS} * random() * random())::int pi, 1 + floor(${USERS} * random())::int ui, random() rs, random() rc
               from generate_series(1, ${SUBMISSIONS}) g)
    insert into submissions (pid, display_pid, uid, username, cid, status, time_ms, memory_kb, length, language, submit_time)
    select p.ids[r.pi], p.display[r.pi], u.uids[r.ui], u.names[r.ui],
           case when r.rc < 0.1 then 1 + r.g % 50 else 0 end,
           case when r.rs < 0.35 then 0 when r.rs < 0.65 then -1 when r.rs < 0.75 then 1 when r.rs < 0.85 then -2
                when r.rs < 0.93 then 3 when r.rs < 0.96 then 2 when r.rs < 0.98 then -3 else 8 end,
           (r.rs * 1000)::int, 1024 + (r.rc * 65536)::int, 200 + r.g % 3000, 'C++ With O2',
           now() - (r.g % 365) * interval '1 day'
    from r, p, u`);
  // Steady state: autovacuum keeps the visibility map set, which index-only scans rely on.
  await client.query('vacuum analyze');
}

async function measure(label: string, url: string, token?: string): Promise<LoadResult> {
  await load({ url, connections: CONNECTIONS, durationS: WARMUP_S, token });
  return report(label, await load({ url, connections: CONNECTIONS, durationS: DURATION_S, token }));
}

export async function main(): Promise<void> {
  await withBenchServer(ROOT_PASSWORD, async (server, databaseUrl) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let tagId: number;
    try {
      const started = performance.now();
      await fill(client);
      const { rows } = await client.query<{ id: number }>(`select id from tags where name = 'tag-1'`);
      tagId = rows[0].id;
      const { rows: counts } = await client.query<{ problems: number; links: number; submissions: number }>(
        'select (select count(*) from problems)::int problems, (select count(*) from problem_tags)::int links, (select count(*) from submissions)::int submissions',
      );
      console.log(
        `${counts[0].problems} problems, ${TAGS} tags (${counts[0].links} problem tags), ${counts[0].submissions} submissions inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await client.end();
    }

    const listUrl = `${server.url}/api/get-problem-list?tagId=${encodeURIComponent(`[${tagId}]`)}&keyword=${KEYWORD}&isFilter=Filter&currentPage=1&limit=15`;
    const trivialUrl = `${server.url}/api/get-website-config`;
    const sample = (await (await fetch(listUrl)).json()) as { status: number; data: { total: number; records: unknown[] } };
    if (sample.status !== 200) throw new Error(`get-problem-list answered ${JSON.stringify(sample)}`);
    console.log(
      `get-problem-list?tagId=[${tagId}]&keyword=${KEYWORD}: ${sample.data.total} matches, ${sample.data.records.length} on the page`,
    );

    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }),
    });
    const token = login.headers.get('authorization');
    if (!token) throw new Error(`login failed: ${await login.text()}`);

    const trivial = await measure('trivial (get-website-config)', trivialUrl);
    const list = await measure('get-problem-list (tag + keyword)', listUrl);
    const loggedIn = await measure('get-problem-list (tag + keyword, logged in, for reference)', listUrl, token);
    await measure('get-problem-list (no filter, for reference)', `${server.url}/api/get-problem-list`);

    const ratio = list.reqPerSec / trivial.reqPerSec;
    console.log(
      `get-problem-list p95 ${list.p95Ms.toFixed(1)} ms (target < 50), ${list.reqPerSec.toFixed(0)} req/s = ${ratio.toFixed(3)} of the trivial route's ${trivial.reqPerSec.toFixed(0)} (target ≥ 0.3)`,
    );
    console.log(
      JSON.stringify({
        bench: 'problem-list',
        p95Ms: Number(list.p95Ms.toFixed(2)),
        reqPerSec: Math.round(list.reqPerSec),
        trivialReqPerSec: Math.round(trivial.reqPerSec),
        ratioToTrivial: Number(ratio.toFixed(3)),
        loggedInP95Ms: Number(loggedIn.p95Ms.toFixed(2)),
        loggedInReqPerSec: Math.round(loggedIn.reqPerSec),
      }),
    );
  });
}
