import { ProblemSchema, StoredFileSchema, type FileKind } from '@lexam/contracts';
import { principalOf } from '../../plugins/auth';
import { receiveUpload } from '../../plugins/uploads';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 413: ProblemSchema };

/** Upload/UploadImage, UploadAudio, UploadVideo and UploadCaptions (WebVTT): one multipart file each, checked by its bytes. */
export default async function uploadRoutes(app: App) {
  for (const [name, kind] of [['UploadImage', 'image'], ['UploadAudio', 'audio'], ['UploadVideo', 'video'], ['UploadCaptions', 'captions']] as [string, FileKind][]) {
    app.post(
      `/Upload/${name}`,
      { config: { permission: 'file.create' }, schema: { tags: ['admin'], summary: `Uploads one ${kind} (multipart field "file")`, consumes: ['multipart/form-data'], security: [{ bearer: [] }], response: { 201: StoredFileSchema, ...problems } } },
      async (request, reply) => reply.code(201).send(await receiveUpload(app, request, { accept: [kind], uploadedBy: principalOf(request).id })),
    );
  }
}
