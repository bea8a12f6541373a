import { randomUUID } from 'node:crypto';

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it: the fields, then the file under `arquivo`. */
export function multipart(fields: Record<string, string | number>, file?: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----frota${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  }
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${file.filename ?? 'foto.jpg'}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
