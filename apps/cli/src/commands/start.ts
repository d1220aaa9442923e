// `./verdict start`: build if needed, then serve until SIGINT/SIGTERM, finishing in-flight requests. As root it
// becomes the supervisor of an unprivileged API and a root judge worker (../supervisor); as any other user
// (a developer) it runs the server in this process, which starts its local judge worker itself.
import { startServer } from '@verdict/server';
import { buildIfNeeded } from './build.ts';
import { supervise } from '../supervisor/index.ts';

export async function start(): Promise<number | void> {
  // The supervisor has built already, and its API's user may not write the build.
  if (process.env.VERDICT_SUPERVISED !== '1') await buildIfNeeded();
  if (process.getuid?.() === 0) return supervise();
  const server = await startServer();
  server.app.log.info(`Verdict is running at ${server.url}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Under the supervisor, whose pipe this is: when it is gone, however it went, the API stops too.
  if (process.env.VERDICT_SUPERVISED === '1') {
    process.stdin.resume();
    process.stdin.once('end', () => void stop('supervisor gone'));
  }
}
