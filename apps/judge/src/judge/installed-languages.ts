// The languages this host can run: those whose compiler (or interpreter) is installed; the box sees the host's /usr.
import fs from 'node:fs';
import { LANGUAGES } from '@verdict/shared';

/** Display names, as submissions store them; reported to the server for the back office. */
export function installedLanguages(): string[] {
  return LANGUAGES.filter((language) => {
    const tool = (language.compile ?? language.run)[0];
    return !tool.startsWith('/') || fs.existsSync(tool);
  }).map((language) => language.name);
}
