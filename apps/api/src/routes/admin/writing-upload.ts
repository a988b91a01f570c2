import { ProblemSchema, StoredFileSchema } from '@lexam/contracts';
import { principalOf } from '../../plugins/auth';
import { receiveUpload } from '../../plugins/uploads';
import type { App } from '../../types';

/**
 * `POST Writing/UploadFile` (multipart field "file"): the picture of a Task 1 prompt (a chart, a
 * diagram or a map), checked by its bytes to be an image and size-limited like every image upload;
 * its id goes into the prompt's `image` field.
 */
export default async function writingUploadRoutes(app: App) {
  app.post(
    '/Writing/UploadFile',
    {
      config: { permission: 'writing.create' },
      schema: {
        tags: ['admin'],
        summary: 'Uploads the picture of a Task 1 writing prompt (a chart, diagram or map: PNG, JPEG, GIF or WebP; multipart field "file")',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 201: StoredFileSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 413: ProblemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await receiveUpload(app, request, { accept: ['image'], uploadedBy: principalOf(request).id })),
  );
}
