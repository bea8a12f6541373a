import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpException } from '../http/errors';

/** What an upload route takes, and its pt-BR answers when the file is not that. */
export interface UploadRule {
  maxBytes: number;
  /** the content types accepted, as the file's bytes say them; `text/plain` takes a text with no magic number (an OFX) */
  tipos: ReadonlySet<string>;
  msg: { tipo: string; grande: string; semArquivo: string };
}

export interface FileUpload {
  bytes: Buffer;
  /** what the bytes are, never what the client named them */
  contentType: string;
  /** the form's text fields, as sent */
  fields: Record<string, string>;
}

/** Text has no NUL byte: a binary file file-type does not know is still not text. */
const pareceTexto = (bytes: Buffer) => !bytes.subarray(0, 64 * 1024).includes(0);

/**
 * Reads a multipart body whole, its one file under `arquivo` and a few text fields: the size limit stops the
 * stream, it is never read past it. The file is typed by its bytes (file-type): a renamed .exe is not a photo.
 */
export async function readFileUpload(request: FastifyRequest, rule: UploadRule): Promise<FileUpload> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 5, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'arquivo') bytes = buffer;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpException(413, rule.msg.grande);
    if (code?.startsWith('FST_')) throw badRequest(undefined, rule.msg.semArquivo);
    throw err;
  }
  if (!bytes?.length) throw badRequest({ arquivo: rule.msg.semArquivo }, rule.msg.semArquivo);
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? (pareceTexto(bytes) ? 'text/plain' : undefined);
  if (!mime || !rule.tipos.has(mime)) throw badRequest({ arquivo: rule.msg.tipo }, rule.msg.tipo);
  return { bytes, contentType: mime, fields };
}
