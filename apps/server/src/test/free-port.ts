// A TCP port on 127.0.0.1 that nothing listens on right now, for a process that cannot be given port 0.
import net from 'node:net';
import { once } from 'node:events';

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}
