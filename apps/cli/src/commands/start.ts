// `./verdict start`: build if needed, then run the server until SIGINT/SIGTERM, finishing in-flight requests.
import { startServer } from '@verdict/server';
import { buildIfNeeded } from './build.ts';

export async function start(): Promise<void> {
  await buildIfNeeded();
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
}
