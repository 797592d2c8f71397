import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string;
  /** Set when the part is a file. */
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/** Uploads are small text files (voice cloning keys); a larger body is 413. */
export const UPLOAD_LIMIT = 1024 * 1024;

/** Lets the routes of this context take multipart/form-data bodies, as raw bytes for parseForm. */
export function acceptMultipart(api: FastifyInstance): void {
  if (api.hasContentTypeParser('multipart/form-data')) return;
  api.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT },
    (_request, body, done) => done(null, body),
  );
}

/**
 * The parts of a multipart/form-data body; 400 `{msg}` when the body is not one (no boundary,
 * or nothing between boundaries that reads as a part).
 */
export function parseForm(contentType: string | undefined, body: unknown): FormPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (
    !contentType?.toLowerCase().startsWith('multipart/form-data') ||
    !boundary ||
    !Buffer.isBuffer(body)
  ) {
    throw badRequest('send the file as multipart/form-data');
  }
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = body.subarray(start + delimiter.length, next);
    const part = readPart(chunk);
    if (part) parts.push(part);
    start = next;
  }
  if (parts.length === 0) throw badRequest('the multipart/form-data body has no parts');
  return parts;
}

function readPart(chunk: Buffer): FormPart | null {
  // A part is CRLF, headers, CRLF CRLF, data, CRLF (before the next delimiter).
  const headerEnd = chunk.indexOf('\r\n\r\n');
  if (headerEnd === -1) return null;
  const headers = chunk.subarray(0, headerEnd).toString('utf8');
  let data = chunk.subarray(headerEnd + 4);
  if (data.subarray(-2).toString() === '\r\n') data = data.subarray(0, -2);
  const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers);
  if (!disposition) return null;
  const name = /\bname="([^"]*)"/i.exec(disposition[1]!);
  if (!name) return null;
  const filename = /\bfilename="([^"]*)"/i.exec(disposition[1]!);
  const type = /content-type:\s*([^\r\n]+)/i.exec(headers);
  return {
    name: name[1]!,
    filename: filename ? filename[1]! : null,
    contentType: type ? type[1]!.trim() : null,
    data,
  };
}
