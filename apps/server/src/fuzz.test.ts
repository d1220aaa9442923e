// Schema-driven fuzz of every call in the OpenAPI document. As root (past the role checks, so hostile input reaches
// validation and the services) and with the judge secret on the worker calls, each call gets hostile variants of
// its body, query and path: wrong types, arrays for scalars, huge strings, NUL, lone surrogates and invalid UTF-8,
// negative and huge numbers, prototype-pollution keys, missing and malformed bodies. Every answer must be below 500
// without a stack trace, a refusal must be the translated envelope, and a refused call must leave no row written
// (row triggers on every table log committed writes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BACKENDS, createTestApp, TEST_JUDGE_SECRET, type TestApp } from './test/helper.ts';
import { JUDGE_SECRET_HEADER } from '@verdict/shared';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
}

interface Operation {
  parameters?: { name: string; in: 'query' | 'path' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface Call {
  method: string;
  path: string;
  operation: Operation;
}

interface Variant {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

/** A valid-looking value of a schema, so that one hostile field at a time reaches past the rest of the checks. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'fuzz';
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return plausible(choice[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items));
    case 'object':
    default:
      return Object.fromEntries((schema.required ?? []).map((key) => [key, plausible(schema.properties?.[key])]));
  }
}

const HUGE = 'A'.repeat(200_000);
/** Hostile values for one field, whatever its declared type. */
const HOSTILE_VALUES: [string, unknown][] = [
  ['a string', 'x'],
  ['a number', 12345],
  ['an object', { $gt: '' }],
  ['an array', [1, 'x']],
  ['null', null],
  ['a huge string', HUGE],
  ['NUL', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['beyond int64', 2 ** 64],
  ['a fraction', 0.5],
];

/** Query and path values as they arrive on the wire (already encoded). */
const HOSTILE_PARAMS: [string, string][] = [
  ['text', 'x'],
  ['negative', '-1'],
  ['huge', '99999999999999999999999'],
  ['NUL', 'a%00b'],
  ['invalid UTF-8', '%FF%FE'],
  ['long', 'A'.repeat(10_000)],
  ['traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
];

const RAW_BODIES: [string, string | Buffer][] = [
  ['an empty body', ''],
  ['malformed JSON', '{"a":'],
  ['an array body', '[]'],
  ['a string body', '"x"'],
  ['a null body', 'null'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['prototype pollution', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
];

function variants({ path, operation }: Call): Variant[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const fill = (override?: [string, string]) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => (override && override[0] === name ? override[1] : 'fuzz'));
  const query = (params: [string, string][]) => (params.length ? `?${params.map(([k, v]) => `${k}=${v}`).join('&')}` : '');
  const plainQuery: [string, string][] = queryParams.map((p) => [p.name, encodeURIComponent(String(plausible(p.schema)))]);
  const url = fill() + query(plainQuery);
  const out: Variant[] = [];
  for (const p of pathParams) {
    for (const [label, value] of HOSTILE_PARAMS)
      out.push({ label: `path ${p.name}: ${label}`, url: fill([p.name, value]) + query(plainQuery) });
  }
  for (const p of queryParams) {
    const others = plainQuery.filter(([k]) => k !== p.name);
    for (const [label, value] of HOSTILE_PARAMS)
      out.push({ label: `query ${p.name}: ${label}`, url: fill() + query([...others, [p.name, value]]) });
    out.push({ label: `query ${p.name}: repeated`, url: fill() + query([...others, [p.name, '1'], [p.name, '2']]) });
  }
  if (queryParams.length)
    out.push({
      label: 'query: prototype keys',
      url: fill() + query([...plainQuery, ['__proto__[polluted]', '1'], ['constructor[prototype][polluted]', '1']]),
    });
  const body = operation.requestBody?.content['application/json']?.schema;
  if (!body) return out;
  for (const [label, payload] of RAW_BODIES) out.push({ label: `body: ${label}`, url, payload, contentType: 'application/json' });
  const base = plausible(body) as Record<string, unknown>;
  for (const field of Object.keys(body.properties ?? {})) {
    for (const [label, value] of HOSTILE_VALUES) {
      out.push({
        label: `body ${field}: ${label}`,
        url,
        payload: JSON.stringify({ ...base, [field]: value }),
        contentType: 'application/json',
      });
    }
  }
  return out;
}

/** Writes a refusal makes on purpose: a failed login counts against the name and address (brute-force limit). */
const INTENDED_WRITES: Record<string, string[]> = {
  '/api/login': ['login_failures'],
  '/api/admin/login': ['login_failures'],
};

/** The caller's session notes its last activity (at most once a minute), whatever the call and its answer. */
const isSessionTouch = (row: { tbl: string; op: string }) => row.tbl === 'sessions' && row.op === 'UPDATE';

const STACK = /\n\s+at .+:\d+:\d+|node_modules|\/src\/modules\//;

describe.each(BACKENDS)('every call fuzzed on %s', (backend) => {
  let t: TestApp;
  let calls: Call[];
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { demo: true });
    token = await t.login();
    const doc = JSON.parse((await t.request({ method: 'GET', url: '/api/docs/json' })).body) as {
      paths: Record<string, Record<string, Operation>>;
    };
    calls = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    await t.db.execute(
      sql.raw(`
      create table fuzz_writes (id bigserial primary key, tbl text not null, op text not null);
      create function fuzz_log() returns trigger language plpgsql as $$
        begin insert into fuzz_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$;
      do $$ declare r record; begin
        for r in select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_writes' loop
          execute format('create trigger fuzz_log after insert or update or delete on %I for each row execute function fuzz_log()', r.tablename);
        end loop;
      end $$;`),
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  const writes = async () => {
    const result = await t.db.execute<{ n: string }>(sql`select coalesce(max(id), 0)::text as n from fuzz_writes`);
    return Number((result as unknown as { rows: { n: string }[] }).rows[0].n);
  };

  // A notice to every user is delivered in batches after its answer; a quiet 25 ms alone is not the end of it on a
  // loaded machine (a batch's transaction can take longer than that to write its first row).
  const undelivered = async () => {
    const result = await t.db.execute(sql`select count(*)::int as n from admin_notices where type = 'All' and not delivered`);
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  };
  const settled = async () => {
    for (let before = await writes(); ;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const now = await writes();
      if (now === before && (await undelivered()) === 0) return;
      before = now;
    }
  };

  it(
    'answers every hostile variant of every call below 500, in the envelope, writing nothing when it refuses',
    { timeout: 600_000 },
    async () => {
      expect(calls.length).toBeGreaterThan(200);
      const problems: string[] = [];
      let sent = 0;
      const statuses = new Map<number, number>();
      let lastWrite = await writes();
      for (const call of calls) {
        if (call.path.startsWith('/api/docs')) continue;
        for (const variant of variants(call)) {
          const headers: Record<string, string> = { [JUDGE_SECRET_HEADER]: TEST_JUDGE_SECRET };
          if (variant.contentType) headers['content-type'] = variant.contentType;
          const res = await t.request({ method: call.method as 'GET', url: variant.url, payload: variant.payload, headers, token });
          sent += 1;
          const where = `${call.method} ${call.path} (${variant.label}) → ${res.statusCode}`;
          if (res.statusCode >= 500) problems.push(`${where}: ${res.body.slice(0, 200)}`);
          if (STACK.test(res.body)) problems.push(`${where}: a stack trace or source path in ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            let envelope: { status?: unknown; msg?: unknown; data?: unknown } = {};
            try {
              envelope = JSON.parse(res.body) as typeof envelope;
            } catch {
              problems.push(`${where}: not JSON: ${res.body.slice(0, 100)}`);
            }
            if (
              envelope.status !== res.statusCode ||
              typeof envelope.msg !== 'string' ||
              !envelope.msg ||
              /FST_|Error:/.test(envelope.msg)
            ) {
              problems.push(`${where}: not the translated envelope: ${res.body.slice(0, 200)}`);
            }
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 400) {
            const result = await t.db.execute(sql`select id::text, tbl, op from fuzz_writes where id > ${lastWrite} order by id`);
            const rows = (result as unknown as { rows: { id: string; tbl: string; op: string }[] }).rows;
            const unexpected = rows.filter((row) => !isSessionTouch(row) && !INTENDED_WRITES[call.path]?.includes(row.tbl));
            if (unexpected.length) problems.push(`${where}: a refused call wrote ${JSON.stringify(unexpected)}`);
            if (rows.length) lastWrite = Number(rows[rows.length - 1].id);
          } else {
            // What an accepted call goes on doing after its answer (a notice's delivery) is not the next call's.
            if (call.method !== 'GET') await settled();
            lastWrite = await writes();
          }
          // A call that ended root's session (logout, a password change) would turn the rest into 401s.
          if (res.statusCode === 401) token = await t.login();
        }
      }
      console.log(`fuzz on ${backend}: ${sent} requests, by status ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(sent).toBeGreaterThan(3000);
      expect(problems).toEqual([]);
    },
  );
});
