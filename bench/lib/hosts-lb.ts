// The load balancer of `./verdict bench hosts`, run in its own network namespace: round robin over the API hosts,
// an upstream that cannot be connected to is skipped (a GET is also retried on the next host after any error: reads
// are safe to repeat; a POST that reached a host is not, so the client hears 502). It counts, for the bench, test
// data downloads per client address and content hash, and the workers' results with the server's answer.
// Usage: node hosts-lb.ts LISTEN_HOST PORT STATS_PORT UPSTREAM_URL...
import http from 'node:http';

const [listenHost, port, statsPort, ...upstreams] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: false });

const stats = {
  served: Object.fromEntries(upstreams.map((u) => [u, 0])) as Record<string, number>,
  skipped: 0,
  failed: 0,
  /** client address → content hash → downloads answered 200. */
  downloads: {} as Record<string, Record<string, number>>,
  /** Every result a worker sent: its task, attempt and worker, and whether the server took it (null: no answer). */
  results: [] as { taskId: number; attempt: number; workerId: string; accepted: boolean | null }[],
};
let next = 0;

function forward(
  upstream: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Buffer,
  client: string,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...req.headers,
      'x-forwarded-for': req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client,
    };
    const out = http.request(`${upstream}${req.url}`, { method: req.method, headers, agent }, resolve);
    // Never connected (refused, unreachable, reset before the connection was made): the host did not see it.
    let connected = false;
    out.once('socket', (socket) => socket.once('connect', () => (connected = true)));
    out.once('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { connected })));
    // The client hung up (a worker's long poll ended): so does the upstream request, and the server stops waiting.
    res.once('close', () => !res.writableFinished && out.destroy());
    out.end(body);
  });
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const client = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  const first = next++ % upstreams.length;
  const errors: string[] = [];
  for (let i = 0; i < upstreams.length; i++) {
    const upstream = upstreams[(first + i) % upstreams.length];
    let answer: http.IncomingMessage;
    try {
      answer = await forward(upstream, req, res, body, client);
    } catch (error) {
      const { code, connected, message } = error as NodeJS.ErrnoException & { connected: boolean };
      errors.push(`${upstream}: ${code ?? message}${connected ? ' (after connecting)' : ''}`);
      console.error(`lb: ${req.method} ${req.url} to ${errors.at(-1)}`);
      if (!connected || req.method === 'GET') {
        stats.skipped++;
        continue;
      }
      break;
    }
    stats.served[upstream]++;
    const download = /^\/api\/judge\/data\/([0-9a-f]{64})/.exec(req.url ?? '');
    // Counted once the whole file went out (a worker killed mid-download fetches it again, rightly).
    if (download && answer.statusCode === 200)
      res.once('finish', () => {
        const perHash = (stats.downloads[client] ??= {});
        perHash[download[1]] = (perHash[download[1]] ?? 0) + 1;
      });
    if (req.url === '/api/judge/result') {
      const sent = JSON.parse(body.toString()) as { taskId: number; attempt: number; workerId: string };
      const record = { taskId: sent.taskId, attempt: sent.attempt, workerId: sent.workerId, accepted: null as boolean | null };
      stats.results.push(record);
      const parts: Buffer[] = [];
      answer.on('data', (c: Buffer) => parts.push(c));
      answer.once('end', () => {
        try {
          record.accepted = (JSON.parse(Buffer.concat(parts).toString()) as { data?: { accepted?: boolean } }).data?.accepted ?? null;
        } catch {
          record.accepted = null;
        }
      });
    }
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
    answer.once('error', () => res.destroy());
    return;
  }
  stats.failed++;
  res.writeHead(502, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: 502, msg: `No API host answered: ${errors.join('; ')}`, data: null }));
}

http
  .createServer((req, res) => void handle(req, res).catch(() => res.destroy()))
  .listen(Number(port), listenHost, () => console.error(`lb: listening on ${listenHost}:${port}, upstreams ${upstreams.join(' ')}`));
http.createServer((_req, res) => res.end(JSON.stringify(stats))).listen(Number(statsPort), listenHost);
