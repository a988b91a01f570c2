import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, ProblemSchema, type FileKind, type StoredFile } from '@lexam/contracts';
import { STORED_KEY, badRequest, contentTypeOfKey, notFound, readRange, storeUpload, type FileStorage } from '@lexam/core';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsDir: string;
    /** Where uploaded bytes live (local folder or S3-compatible storage): every read and write goes through it. */
    fileStorage: FileStorage;
  }
}

/**
 * Multipart uploads into the file storage, and GET /api/files/:key serving them with HTTP range
 * requests (audio and video seek without downloading everything), whichever the storage.
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
      if (!STORED_KEY.test(key)) throw notFound('There is no such file.');
      const stored = await storage.head(key);
      if (!stored) throw notFound('There is no such file.');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('accept-ranges', 'bytes');
      reply.type(contentTypeOfKey(key));
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
    },
  );
}

/** Reads the one file of a multipart request and stores it, accepting only the given kinds. */
export async function receiveUpload(app: FastifyInstance, request: FastifyRequest, { accept, uploadedBy, folderId }: { accept: FileKind[]; uploadedBy?: number; folderId?: number | null }): Promise<StoredFile> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in a field named "file".');
  const fileSize = Math.max(...accept.map((kind) => MAX_UPLOAD_BYTES[kind]));
  const part = await request.file({ limits: { fileSize } });
  if (!part) throw badRequest('Send the file in a field named "file".', [{ field: 'body.file', message: 'Required.' }]);
  return storeUpload({ db: app.database.db, storage: app.fileStorage }, { stream: part.file, originalName: part.filename, accept, uploadedBy, folderId });
}

export const resolveUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export default fp(uploadsPlugin, { name: 'uploads' });
