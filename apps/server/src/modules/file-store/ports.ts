// What the file store needs from the modules above it: the content hashes they reference (problems: every case
// file), so the sweep never removes a blob in use. Each provides its part when it loads (its index.ts).
import type { SQL } from 'drizzle-orm';
import { portsOf, providePorts } from '../../ports.ts';

export interface FileStorePorts {
  /** A query of one column `h`: every content hash the module's rows reference (duplicates allowed). */
  referencedHashes(): SQL;
}

// The holder of the ports (see ../../ports.ts for why a function).
function holder() {}

export function provideFileStorePorts(part: Partial<FileStorePorts>): void {
  providePorts(holder, part);
}

export function fileStorePorts(): FileStorePorts {
  return portsOf<FileStorePorts>(holder, 'file-store');
}
