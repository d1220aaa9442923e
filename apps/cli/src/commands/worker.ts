// `./verdict worker --server URL [--secret S] [--concurrency N] [--name NAME] [--instance-key KEY]`: a judge
// worker for another host. A worker started with the key of an earlier one replaces it: the tasks the earlier one
// held (it died) go back to the queue at once. The secret may come from VERDICT_JUDGE_SECRET instead, which keeps it out of the process list.
import { parseArgs } from 'node:util';
import { JudgeWorker } from '@verdict/judge';

export async function workerCommand(args: string[]): Promise<number | void> {
  const { values } = parseArgs({
    args,
    options: {
      server: { type: 'string' },
      secret: { type: 'string' },
      concurrency: { type: 'string' },
      name: { type: 'string' },
      'instance-key': { type: 'string' },
    },
  });
  const secret = values.secret ?? process.env.VERDICT_JUDGE_SECRET;
  if (!values.server || !secret) {
    console.error(
      'usage: ./verdict worker --server URL --secret S [--concurrency N] [--name NAME] [--instance-key KEY]   (or VERDICT_JUDGE_SECRET=S)',
    );
    return 2;
  }
  delete process.env.VERDICT_JUDGE_SECRET;
  const worker = new JudgeWorker({
    server: values.server,
    secret,
    name: values.name,
    instanceKey: values['instance-key'],
    concurrency: values.concurrency ? Number(values.concurrency) : undefined,
  });
  await worker.start();
  const stop = async () => {
    await worker.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  // A server's local worker ends with the server (its stdin is a pipe from the server).
  if (process.env.VERDICT_LOCAL_WORKER === '1') {
    process.stdin.resume();
    process.stdin.once('end', () => void stop());
  }
}
