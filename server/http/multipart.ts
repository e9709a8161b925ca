import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { bodyTooLarge } from './body';
import type { UploadedFile } from '../core/files';
import { HttpError } from './errors';

/** What a method takes in a multipart/form-data body: the names of its file fields, and the largest file. */
export interface MultipartSpec {
  files: readonly string[];
  maxFileBytes: number;
}

export interface MultipartBody {
  /** The text fields, a repeated name as a list (as form encoding reads). */
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

/** Room for the text fields and the framing around the files. */
const FIELDS_ROOM = 64 * 1024;
const MAX_FIELDS = 20;

/** The cap on a whole multipart body: every file at its largest, plus the text fields. */
export const multipartBodyLimit = (spec: MultipartSpec) => spec.files.length * spec.maxFileBytes + FIELDS_ROOM;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A 413 that says the limit, naming the file when the call takes only one. */
const fileTooLarge = (req: IncomingMessage, spec: MultipartSpec, name = spec.files.length === 1 ? spec.files[0] : undefined) =>
  bodyTooLarge(req, `${name ? `The ${name}` : 'A file'} must be at most ${megabytes(spec.maxFileBytes)}.`);

/**
 * Streams a multipart/form-data body through busboy: text fields are collected for the route's schema, the
 * named files are read into buffers, each cut off as soon as it passes `maxFileBytes`, and the whole body as soon
 * as it passes `maxBytes` (a declared length above it is refused before a byte is read). A file under a name the
 * route does not take, a second file under one name, or too many fields is a 400.
 */
export function readMultipart(req: IncomingMessage, spec: MultipartSpec, maxBytes: number): Promise<MultipartBody> {
  if (Number(req.headers['content-length']) > maxBytes) return Promise.reject(fileTooLarge(req, spec));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: spec.maxFileBytes, files: spec.files.length, fields: MAX_FIELDS, fieldSize: FIELDS_ROOM, parts: MAX_FIELDS + spec.files.length },
      });
    } catch {
      reject(new HttpError(400, 'The multipart body has no boundary.'));
      return;
    }
    const fields: Record<string, string | string[]> = {};
    const files: Record<string, UploadedFile> = {};
    let size = 0;
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // The rest of the body is not wanted: drain it so the answer can be read by the client.
      req.resume();
      reject(error);
    };

    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes && !settled) fail(fileTooLarge(req, spec));
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new HttpError(413, `The field ${name} is too long.`));
      const seen = fields[name];
      fields[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
    });
    parser.on('file', (name, stream, info) => {
      if (!spec.files.includes(name)) {
        stream.resume();
        return fail(new HttpError(400, `This call takes no file named ${name}.`));
      }
      if (files[name]) {
        stream.resume();
        return fail(new HttpError(400, `Send one file as ${name}.`));
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        if (!settled) fail(fileTooLarge(req, spec, name));
      });
      stream.on('end', () => {
        // An empty file part (a form's file input left empty) is no file at all.
        const data = Buffer.concat(chunks);
        if (data.length && !settled) files[name] = { filename: info.filename ?? '', declaredType: info.mimeType, data };
      });
    });
    parser.on('fieldsLimit', () => fail(new HttpError(400, `Send at most ${MAX_FIELDS} fields.`)));
    parser.on('partsLimit', () => fail(new HttpError(400, `Send at most ${MAX_FIELDS} fields.`)));
    parser.on('filesLimit', () => fail(new HttpError(400, `Send at most ${spec.files.length} file${spec.files.length === 1 ? '' : 's'}.`)));
    parser.on('error', () => fail(new HttpError(400, 'The multipart body could not be read.')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, files });
    });
    req.on('error', () => fail(new HttpError(400, 'The request body could not be read.')));
    req.pipe(parser);
  });
}
