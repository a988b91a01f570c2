import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, ProblemSchema, RecordingParamsSchema, RecordingQuerySchema, type FileKind, type StoredFile } from '@lexam/contracts';
import { DomainError, STORED_KEY, badRequest, isPrivateFile, notFound, recordingFile, storeUpload, verifyRecordingSignature, type Sniffed } from '@lexam/core';

declare module 'fastify' {
  interface FastifyInstance {
    uploadsDir: string;
  }
}

/**
 * Multipart uploads into a local folder, and GET /api/files/:key serving them with HTTP range
 * requests (audio and video seek without downloading everything). A learner's speaking recording is
 * private: /api/files/:key answers 404 for it, and GET /api/files/recording/{id} serves it behind a
 * short-lived signed link (core's recording-url.ts).
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
      if (!STORED_KEY.test(key) || (await isPrivateFile(app.database.db, key))) throw notFound('There is no such file.');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return reply.sendFile(key, uploadsDir, { acceptRanges: true, dotfiles: 'deny' });
    },
  );
  // The static sender names the type by the file's extension (.webm as video); a recording is sent as
  // the audio type it was stored with.
  const recordingMime = new WeakMap<FastifyRequest, string>();
  app.get(
    '/api/files/recording/:id',
    {
      config: { public: true },
      onSend: async (request, reply, payload) => {
        const mime = recordingMime.get(request);
        if (mime && reply.statusCode < 300) reply.header('content-type', mime);
        return payload;
      },
      schema: {
        tags: ['system'],
        summary: 'A private speaking recording behind the signed, short-lived link an answer gave (supports Range requests)',
        params: RecordingParamsSchema,
        querystring: RecordingQuerySchema,
        response: { 200: z.string().describe('The bytes of the recording, or the requested range of them (206).'), 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const { exp, sig } = request.query as { exp: number; sig: string };
      if (!verifyRecordingSignature({ secret: app.auth.recordingSecret, recordingId: id, exp, sig })) throw new DomainError({ status: 403, title: 'This recording link has expired or is not valid; open the answer again.' });
      const file = await recordingFile(app.database.db, id);
      if (!file) throw notFound('There is no such recording.');
      reply.header('cache-control', 'private, max-age=600');
      reply.header('x-content-type-options', 'nosniff');
      recordingMime.set(request, file.mime);
      return reply.sendFile(file.key, uploadsDir, { acceptRanges: true, dotfiles: 'deny' });
    },
  );
}

/** Reads the one file of a multipart request and stores it, accepting only the given kinds. */
export async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  { accept, uploadedBy, maxBytes, sniff, originalName }: { accept: FileKind[]; uploadedBy?: number; maxBytes?: number; sniff?: (head: Uint8Array) => Sniffed | undefined; originalName?: string },
): Promise<StoredFile> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in a field named "file".');
  const fileSize = maxBytes ?? Math.max(...accept.map((kind) => MAX_UPLOAD_BYTES[kind]));
  const part = await request.file({ limits: { fileSize } });
  if (!part) throw badRequest('Send the file in a field named "file".', [{ field: 'body.file', message: 'Required.' }]);
  return storeUpload({ db: app.database.db, uploadsDir: app.uploadsDir }, { stream: part.file, originalName: originalName ?? part.filename, accept, uploadedBy, sniff });
}

export const resolveUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export default fp(uploadsPlugin, { name: 'uploads' });
