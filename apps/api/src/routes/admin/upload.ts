import { z } from 'zod';
import { FileListQuerySchema, ProblemSchema, StoredFileSchema, type FileKind } from '@lexam/contracts';
import { listFiles } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import { receiveUpload } from '../../plugins/uploads';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 413: ProblemSchema };

/**
 * Upload/UploadImage, UploadAudio, UploadVideo and UploadCaptions (WebVTT): one multipart file each,
 * checked by its bytes; Upload/getFiles: the files already uploaded, for a media field to pick from.
 */
export default async function uploadRoutes(app: App) {
  for (const [name, kind] of [['UploadImage', 'image'], ['UploadAudio', 'audio'], ['UploadVideo', 'video'], ['UploadCaptions', 'captions']] as [string, FileKind][]) {
    app.post(
      `/Upload/${name}`,
      { config: { permission: 'file.create' }, schema: { tags: ['admin'], summary: `Uploads one ${kind} (multipart field "file")`, consumes: ['multipart/form-data'], security: [{ bearer: [] }], response: { 201: StoredFileSchema, ...problems } } },
      async (request, reply) => reply.code(201).send(await receiveUpload(app, request, { accept: [kind], uploadedBy: principalOf(request).id })),
    );
  }

  app.get(
    '/Upload/getFiles',
    {
      config: { permission: 'file.read' },
      schema: { tags: ['admin'], summary: 'The uploaded files, newest first: of one kind, searched by original name, paged', security: [{ bearer: [] }], querystring: FileListQuerySchema, response: { 200: z.array(StoredFileSchema), 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema } },
    },
    async (request, reply) => {
      const { rows, totalCount } = await listFiles(app.database.db, request.query);
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return rows;
    },
  );
}
