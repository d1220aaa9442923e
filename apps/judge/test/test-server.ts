// The API these tests judge against: in memory, no demo content, no web app, silent; with no local workers unless
// a test asks, so the tests' own workers claim every task.
import { startServer, type RunningServer, type StartOptions } from '../../server/src/index.ts';

export function startTestServer(options: StartOptions): Promise<RunningServer> {
  return startServer({
    port: 0,
    dataDir: 'memory',
    adminPassword: 'Root1234',
    logLevel: 'silent',
    webDist: undefined,
    judgeWorkers: 0,
    demo: false,
    ...options,
  });
}
