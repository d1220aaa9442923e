// One column of the row whose key equals an outer column, as a correlated subquery: how a module hands out
// fields of its own table to another module's statement without the other module joining (or importing) it.
// Null where the outer key is null or names no row, as a left join would give.
import { Column, getTableName, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A column always written as "table"."column": Drizzle leaves the table out in the select list of a one-table
 * statement, which inside a subquery would name the subquery's own table.
 */
export const qualified = (column: AnyColumn | SQL): SQL =>
  is(column, Column) ? sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}` : sql`${column}`;

export function fieldOf<C extends PgColumn>(table: PgTable, key: PgColumn, column: C, outer: AnyColumn | SQL): SQL<C['_']['data'] | null> {
  return sql`(select ${qualified(column)} from ${table} where ${qualified(key)} = ${qualified(outer)})`.mapWith(column) as SQL<
    C['_']['data'] | null
  >;
}

/** Rows of `table` whose key equals the outer column and that meet `condition`: exists (…). */
export const existsWhere = (table: PgTable, key: PgColumn, outer: AnyColumn | SQL, condition: SQL | undefined): SQL =>
  condition
    ? sql`exists (select 1 from ${table} where ${qualified(key)} = ${qualified(outer)} and ${condition})`
    : sql`exists (select 1 from ${table} where ${qualified(key)} = ${qualified(outer)})`;
