// The hosts of `./verdict bench hosts`: Linux network namespaces on two bridges of a switch namespace of their own
// (whose packet filter is empty: the root namespace's may drop bridged traffic). The back
// bridge joins PostgreSQL, the API hosts and the load balancer; the front bridge joins the load balancer and the
// judge hosts, which therefore have no route to PostgreSQL (no forwarding: the load balancer is an HTTP proxy,
// not a router). The root namespace has an address on each bridge: the bench's clients and its SQL checks.
import fs from 'node:fs';
import net from 'node:net';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

const TAG = 'vdh';
export const BACK = { bridge: `${TAG}-back`, root: '10.77.0.1', prefix: 24 };
export const FRONT = { bridge: `${TAG}-front`, root: '10.77.1.1', prefix: 24 };

export interface HostSpec {
  name: string;
  /** Its address on each bridge it joins. */
  back?: string;
  front?: string;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const nsName = (host: string) => `${TAG}-${host}`;
/**
 * Runs a command in a host's network namespace. Not `ip netns exec`, which mounts a sysfs of the namespace's own
 * over /sys and so hides the cgroup file system the judge's sandbox needs: nsenter changes the network only.
 */
const inHost = (host: string, command: string[]) => ['--net=/run/netns/' + nsName(host), ...command];
const SWITCH = nsName('switch');

/** A veth from the namespace (`ns` null: the root one) to a bridge of the switch, with the address on its end. */
function attach(ns: string | null, bridge: string, ifName: string, address: string, prefix: number, port: string): void {
  ip('-n', SWITCH, 'link', 'add', port, 'type', 'veth', 'peer', 'name', ifName, 'netns', ns ?? '1');
  ip('-n', SWITCH, 'link', 'set', port, 'master', bridge, 'up');
  const inNs = ns ? ['-n', ns] : [];
  ip(...inNs, 'addr', 'add', `${address}/${prefix}`, 'dev', ifName);
  ip(...inNs, 'link', 'set', ifName, 'up');
}

export class Topology {
  private readonly children: ChildProcess[] = [];
  private constructor(readonly hosts: HostSpec[]) {}

  /** Builds the bridges and one namespace per host (removing what an interrupted earlier run left). */
  static create(hosts: HostSpec[]): Topology {
    const topology = new Topology(hosts);
    topology.destroy();
    ip('netns', 'add', SWITCH);
    for (const side of [BACK, FRONT]) {
      ip('-n', SWITCH, 'link', 'add', side.bridge, 'type', 'bridge');
      ip('-n', SWITCH, 'link', 'set', side.bridge, 'up');
      attach(null, side.bridge, side.bridge, side.root, side.prefix, `${side.bridge}-r`);
    }
    hosts.forEach((host, i) => {
      const ns = nsName(host.name);
      ip('netns', 'add', ns);
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      if (host.back) attach(ns, BACK.bridge, 'back0', host.back, BACK.prefix, `p${i}b`);
      if (host.front) attach(ns, FRONT.bridge, 'front0', host.front, FRONT.prefix, `p${i}f`);
    });
    return topology;
  }

  /** Runs a command in the host's namespace; its output goes to `log`. */
  spawn(host: string, command: string[], env: NodeJS.ProcessEnv, log?: fs.WriteStream): ChildProcess {
    const child = spawn('nsenter', inHost(host, command), { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => log?.write(chunk));
    this.children.push(child);
    return child;
  }

  /** Runs a command in the host's namespace to its end; answers its exit code and output. */
  run(host: string, command: string[]): { code: number; output: string } {
    try {
      return { code: 0, output: execFileSync('nsenter', inHost(host, command), { stdio: ['ignore', 'pipe', 'pipe'] }).toString() };
    } catch (error) {
      const e = error as { status?: number; stdout?: Buffer; stderr?: Buffer };
      return { code: e.status ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
    }
  }

  /** Every process in the host's namespace (its power lost): `kill -9` of each; answers how many. */
  killHost(host: string): number {
    const pids = this.pids(host);
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    return pids.length;
  }

  /** killHost, then waits until the kernel has reaped them all (a dying process still accepts connections). */
  async killHostAndWait(host: string): Promise<number> {
    const killed = this.killHost(host);
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && this.pids(host).length;)
      await new Promise((r) => setTimeout(r, 20));
    return killed;
  }

  pids(host: string): number[] {
    try {
      return ip('netns', 'pids', nsName(host)).split('\n').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  }

  /** Kills what runs in the namespaces, removes them (their veths go with them). Safe to call more than once. */
  destroy(): void {
    for (const child of this.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    const existing = ip('netns', 'list')
      .split('\n')
      .map((line) => line.split(' ')[0]);
    for (const host of [...this.hosts.map((h) => h.name), 'switch']) {
      if (!existing.includes(nsName(host))) continue;
      this.killHost(host);
      ip('netns', 'del', nsName(host));
    }
    // The root namespace's ends, which would otherwise go a moment later.
    for (const side of [BACK, FRONT]) {
      try {
        ip('link', 'del', side.bridge);
      } catch {
        // gone with the switch
      }
    }
  }
}

/** Resolves once `host:port` accepts a connection (from the root namespace), or throws after `timeoutMs`. */
export async function waitListening(host: string, port: number, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    if (await canConnect(host, port, 1000)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${host}:${port} did not start listening`);
}

/**
 * Waits until host:port refuses connections: a killed server's listening socket can go on completing handshakes (and
 * resetting them) for a moment after its processes have left the namespace's list.
 */
export async function waitClosed(host: string, port: number, timeoutMs: number): Promise<number> {
  const began = Date.now();
  while (await canConnect(host, port, 1000)) {
    if (Date.now() - began > timeoutMs) throw new Error(`${host}:${port} still accepts connections`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - began;
}

export function canConnect(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: timeoutMs }, () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
