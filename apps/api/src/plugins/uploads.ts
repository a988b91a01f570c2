import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, ProblemSchema, type FileKind, type StoredFile } from '@lexam/contracts';
import { STORED_KEY, badRequest, notFound, storeUpload } from '@lexam/core';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsDir: string;
  }
}

/**
 * Multipart uploads into a local folder, and GET /api/files/:key serving them with HTTP range
 * requests (audio and video seek without downloading everything).
 */
async function uploadsPlugin(app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });
  await app.register(fastifyStatic, { root: uploadsDir, serve: false });
  app.get(
    '/api/files/:key',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'An uploaded file (supports Range requests)', params: z.object({ key: z.string().max(100) }), response: { 200: z.string().describe('The bytes of the file, or the requested range of them (206).'), 404: ProblemSchema } },
    },
    async (request, reply) => {
      const { key } = request.params as { key: string };
      if (!STORED_KEY.test(key)) throw notFound('There is no such file.');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return reply.sendFile(key, uploadsDir, { acceptRanges: true, dotfiles: 'deny' });
    },
  );
}

/** Reads the one file of a multipart request and stores it, accepting only the given kinds. */
export async function receiveUpload(app: FastifyInstance, request: FastifyRequest, { accept, uploadedBy }: { accept: FileKind[]; uploadedBy?: number }): Promise<StoredFile> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in a field named "file".');
  const fileSize = Math.max(...accept.map((kind) => MAX_UPLOAD_BYTES[kind]));
  const part = await request.file({ limits: { fileSize } });
  if (!part) throw badRequest('Send the file in a field named "file".', [{ field: 'body.file', message: 'Required.' }]);
  return storeUpload({ db: app.database.db, uploadsDir: app.uploadsDir }, { stream: part.file, originalName: part.filename, accept, uploadedBy });
}

export const resolveUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export default fp(uploadsPlugin, { name: 'uploads' });
