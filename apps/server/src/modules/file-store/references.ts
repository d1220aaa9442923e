// Every content hash something references: names, staged uploads and what the modules report (problem cases).
import { sql, type SQL } from 'drizzle-orm';
import { fileStorePorts } from './ports.ts';

/** A query of one column `h`; `shared`: the names and staged uploads of the postgres store count too. */
export function referencedHashes(shared: boolean): SQL {
  const own = shared ? sql`select hash as h from file_names union all select hash from file_upload_files union all ` : sql``;
  return sql`${own}${fileStorePorts().referencedHashes()}`;
}
