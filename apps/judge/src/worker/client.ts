// The worker's HTTP client: every call carries the shared secret; answers are the server's envelope.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { JUDGE_SECRET_HEADER, type Envelope } from '@verdict/shared';

export class JudgeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class JudgeClient {
  constructor(
    private readonly server: string,
    private readonly secret: string,
  ) {}

  private headers(json: boolean): Record<string, string> {
    return { [JUDGE_SECRET_HEADER]: this.secret, 'accept-language': 'en-US', ...(json ? { 'content-type': 'application/json' } : {}) };
  }

  async post<T>(path: string, body: unknown, timeoutMs = 30_000, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const res = await fetch(`${this.server}/api${path}`, {
      method: 'POST',
      headers: this.headers(true),
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (!res.ok || !envelope) throw new JudgeApiError(res.status, envelope?.msg ?? `HTTP ${res.status}`);
    return envelope.data;
  }

  /**
   * Streams a download into a new file (mode 0600; test data of hundreds of MB never sits in memory) and answers
   * the sha256 of what arrived. A refusal names the server's reason (a missing file: "not in the file store").
   */
  async downloadTo(path: string, file: string): Promise<string> {
    const res = await fetch(`${this.server}/api${path}`, { headers: this.headers(false), signal: AbortSignal.timeout(300_000) });
    if (!res.ok || !res.body) {
      const envelope = (await res.json().catch(() => null)) as Envelope<unknown> | null;
      throw new JudgeApiError(res.status, `download of ${path} failed: HTTP ${res.status}${envelope?.msg ? ` (${envelope.msg})` : ''}`);
    }
    const digest = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        digest.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(
      Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      hashing,
      fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
    return digest.digest('hex');
  }
}
