// Writing to the export's output with back-pressure: a write the stream cannot take yet waits for 'drain'.
import { once } from 'node:events';

export class OutputWriter {
  constructor(private readonly out: NodeJS.WritableStream) {}

  async write(chunk: string | Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }
}
