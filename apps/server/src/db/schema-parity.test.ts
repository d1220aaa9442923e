// Parity of the schema itself: the migrations give the same tables, columns, defaults, indexes and constraints on
// PGlite migrated from nothing, on PGlite started from the tests' template dump (what every PGlite test runs on),
// and on PostgreSQL when it answers; and the template has every migration applied.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client.ts';
import { BACKENDS, openTestDatabase } from '../test/helper.ts';

interface Row {
  [column: string]: unknown;
}

/** What the migrations made, in an order and a form that do not depend on the backend. */
async function describeSchema(database: Database): Promise<Record<string, Row[]>> {
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = (await database.db.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  };
  return {
    columns:
      await rows(sql`select table_name::text, column_name::text, data_type::text, udt_name::text, is_nullable::text, column_default::text, character_maximum_length::text
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`),
    indexes: await rows(
      sql`select tablename::text, indexname::text, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`,
    ),
    // NOT NULL is in the columns; PostgreSQL 18 (PGlite's) also lists it as a constraint, 15 does not.
    constraints:
      await rows(sql`select conrelid::regclass::text as "table", conname::text, contype::text, pg_get_constraintdef(oid) as definition
      from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n' order by 1, 2`),
    sequences:
      await rows(sql`select sequence_name::text, data_type::text, start_value::text, increment::text from information_schema.sequences
      where sequence_schema = 'public' order by sequence_name`),
    migrations: await rows(sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`),
  };
}

describe('schema parity', { timeout: 120_000 }, () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('PGlite from its template, PGlite migrated from nothing and PostgreSQL have the same schema', async () => {
    const fresh = await openDatabase({ dataDir: 'memory' });
    opened.push(fresh);
    const expected = await describeSchema(fresh);
    expect(expected.columns.length).toBeGreaterThan(100);
    expect(expected.migrations.length).toBeGreaterThan(10);

    const template = await openTestDatabase('pglite');
    opened.push(template);
    expect(await describeSchema(template)).toEqual(expected);

    if (BACKENDS.includes('postgres')) {
      const postgres = await openTestDatabase('postgres');
      opened.push(postgres);
      expect(await describeSchema(postgres)).toEqual(expected);
    }
  });
});
