// The worker's HTTP client: every call carries the shared secret; answers are the server's envelope.
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

  async download(path: string): Promise<Buffer> {
    const res = await fetch(`${this.server}/api${path}`, { headers: this.headers(false), signal: AbortSignal.timeout(300_000) });
    if (!res.ok) throw new JudgeApiError(res.status, `download of ${path} failed: HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
}
