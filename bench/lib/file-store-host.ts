// The server of bench/file-store.ts, in a process of its own so that its memory is measured alone: started from the
// environment (DATABASE_URL, DATA_DIR, JUDGE_SECRET, FILE_STORE=postgres …), driven over the IPC channel.
import fs from 'node:fs';
import { startServer } from '../../apps/server/src/index.ts';

const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);

export type HostRequest = { op: 'reset' } | { op: 'peak' } | { op: 'put'; file: string } | { op: 'stop' };

const server = await startServer({ demo: false, judgeWorkers: 0, webDist: undefined });
process.send!({ url: server.url });
process.on('message', (message: HostRequest) => {
  void (async () => {
    if (message.op === 'reset') {
      // The high-water mark of resident memory starts again from here.
      fs.writeFileSync('/proc/self/clear_refs', '5');
      process.send!({ rssKb: kb('VmRSS') });
    } else if (message.op === 'peak') process.send!({ hwmKb: kb('VmHWM'), rssKb: kb('VmRSS') });
    else if (message.op === 'put') {
      const started = performance.now();
      const stored = await server.fileStore.put(fs.createReadStream(message.file, { highWaterMark: 1024 * 1024 }));
      process.send!({ stored, seconds: (performance.now() - started) / 1000 });
    } else {
      await server.close();
      process.exit(0);
    }
  })().catch((error: unknown) => {
    process.send!({ error: String((error as Error).stack ?? error) });
  });
});
