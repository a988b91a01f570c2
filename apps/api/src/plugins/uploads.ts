import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, ProblemSchema, RecordingParamsSchema, RecordingQuerySchema, type FileKind, type StoredFile } from '@lexam/contracts';
import { DomainError, STORED_KEY, badRequest, contentTypeOfKey, isPrivateFile, notFound, readRange, recordingFile, storeUpload, verifyRecordingSignature, type FileStorage, type Sniffed } from '@lexam/core';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsDir: string;
    /** Where uploaded bytes live (local folder or S3-compatible storage): every read and write goes through it. */
    fileStorage: FileStorage;
  }
}

/**
 * Multipart uploads into the file storage, and GET /api/files/:key serving them with HTTP range
 * requests (audio and video seek without downloading everything), whichever the storage. A learner's
 * speaking recording is private: /api/files/:key answers 404 for it, and GET /api/files/recording/{id}
 * serves it behind a short-lived signed link (core's recording-url.ts).
 */
async function uploadsPlugin(app: FastifyInstance, { uploadsDir, storage }: { uploadsDir: string; storage: FileStorage }) {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });
  // reply.sendFile stays available for files kept on this machine by other routes.
  await app.register(fastifyStatic, { root: uploadsDir, serve: false });
  app.get(
    '/api/files/:key',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'An uploaded file (supports Range requests)', params: z.object({ key: z.string().max(100) }), response: { 200: z.string().describe('The bytes of the file.'), 206: z.string().describe('The requested range of the bytes.'), 304: z.null().describe('Not modified (If-None-Match).'), 404: ProblemSchema, 416: ProblemSchema } },
    },
    async (request, reply) => {
      const { key } = request.params as { key: string };
      if (!STORED_KEY.test(key) || (await isPrivateFile(app.database.db, key))) throw notFound('There is no such file.');
      return sendStored({ request, reply, storage, key, contentType: contentTypeOfKey(key), cacheControl: 'public, max-age=31536000, immutable' });
    },
  );
  // A recording is sent as the audio type it was stored with (a .webm key would read as video).
  app.get(
    '/api/files/recording/:id',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'A private speaking recording behind the signed, short-lived link an answer gave (supports Range requests)',
        params: RecordingParamsSchema,
        querystring: RecordingQuerySchema,
        response: { 200: z.string().describe('The bytes of the recording.'), 206: z.string().describe('The requested range of the bytes.'), 304: z.null().describe('Not modified (If-None-Match).'), 403: ProblemSchema, 404: ProblemSchema, 416: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const { exp, sig } = request.query as { exp: number; sig: string };
      if (!verifyRecordingSignature({ secret: app.auth.recordingSecret, recordingId: id, exp, sig })) throw new DomainError({ status: 403, title: 'This recording link has expired or is not valid; open the answer again.' });
      const file = await recordingFile(app.database.db, id);
      if (!file) throw notFound('There is no such recording.');
      return sendStored({ request, reply, storage, key: file.key, contentType: file.mime, cacheControl: 'private, max-age=600' });
    },
  );
}

/** Sends a stored file (or the range asked for) from the storage, with its validators. */
export async function sendStored({ request, reply, storage, key, contentType, cacheControl }: { request: FastifyRequest; reply: FastifyReply; storage: FileStorage; key: string; contentType: string; cacheControl: string }) {
  const stored = await storage.head(key);
  if (!stored) throw notFound('There is no such file.');
  reply.header('cache-control', cacheControl);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('accept-ranges', 'bytes');
  reply.type(contentType);
  if (stored.etag) reply.header('etag', stored.etag);
  if (stored.lastModified) reply.header('last-modified', stored.lastModified.toUTCString());
  if (stored.etag && request.headers['if-none-match'] === stored.etag) return reply.code(304).send();
  // A Range with If-Range naming another version gets the whole file (RFC 9110).
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== stored.etag && ifRange !== stored.lastModified?.toUTCString() ? undefined : request.headers.range;
  const answer = readRange(rangeHeader, stored.size);
  if (answer.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${stored.size}`);
    return reply.code(416).type('application/json; charset=utf-8').send({ title: 'The requested range is past the end of the file.', status: 416, requestId: request.id });
  }
  if (request.method === 'HEAD') {
    reply.header('content-length', stored.size);
    return reply.send();
  }
  if (answer.kind === 'partial') {
    const { start, end } = answer.range;
    const body = await storage.get(key, answer.range);
    if (!body) throw notFound('There is no such file.');
    reply.code(206).header('content-range', `bytes ${start}-${end}/${stored.size}`).header('content-length', end - start + 1);
    return reply.send(body);
  }
  const body = await storage.get(key);
  if (!body) throw notFound('There is no such file.');
  reply.header('content-length', stored.size);
  return reply.send(body);
}

/** Reads the one file of a multipart request and stores it, accepting only the given kinds. */
export async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  { accept, uploadedBy, maxBytes, sniff, originalName, folderId }: { accept: FileKind[]; uploadedBy?: number; maxBytes?: number; sniff?: (head: Uint8Array) => Sniffed | undefined; originalName?: string; folderId?: number | null },
): Promise<StoredFile> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in a field named "file".');
  const fileSize = maxBytes ?? Math.max(...accept.map((kind) => MAX_UPLOAD_BYTES[kind]));
  const part = await request.file({ limits: { fileSize } });
  if (!part) throw badRequest('Send the file in a field named "file".', [{ field: 'body.file', message: 'Required.' }]);
  return storeUpload({ db: app.database.db, storage: app.fileStorage }, { stream: part.file, originalName: originalName ?? part.filename, accept, uploadedBy, sniff, folderId });
}

export const resolveUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export default fp(uploadsPlugin, { name: 'uploads' });
