// Test fixtures for uploads: a real PNG of any size and a multipart body of one file part (and optional fields).
import { PNG } from 'pngjs';

export function pngBytes(size = 16): Buffer {
  const png = new PNG({ width: size, height: size });
  png.data.fill(120);
  return PNG.sync.write(png);
}

/** A multipart body: the fields first, then the file part named `field`; English messages. */
export function multipartBody(field: string, fileName: string, bytes: Buffer, fields: Record<string, string | number> = {}) {
  const boundary = `----verdict${Date.now()}`;
  const fieldParts = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${fieldParts}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-US' },
  };
}
