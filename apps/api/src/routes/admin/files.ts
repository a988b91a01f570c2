import { z } from 'zod';
import {
  CreateFolderSchema, FILE_KINDS, FileFolderSchema, FileInUseProblemSchema, FileUsagesSchema, FolderContentsQuerySchema, FolderContentsSchema, FolderNotEmptyProblemSchema,
  ManagedFileSchema, MoveFilesSchema, MoveFolderSchema, ProblemSchema, RenameFileSchema, RenameFolderSchema, StoredFileSchema, UploadToFolderQuerySchema, rowIdParamSchema,
} from '@lexam/contracts';
import { createFolder, deleteFile, deleteFolder, folderContents, getFolder, listFolders, moveFiles, moveFolder, renameFile, renameFolder, usagesOfFile } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import { receiveUpload } from '../../plugins/uploads';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
const security = [{ bearer: [] }];
const tags = ['admin'];
const params = z.object({ id: rowIdParamSchema });

/**
 * The files manager (docs/files.md): folders (rows only, never directories) and the files in them.
 * Reading needs file.read; uploading file.create; renaming and moving file.update; deleting file.delete.
 */
export default async function filesRoutes(app: App) {
  const db = () => app.database.db;

  app.get('/Files/getFolders', { config: { permission: 'file.read' }, schema: { tags, security, summary: 'Every folder (id, parent, name), by name: the folder tree', response: { 200: z.array(FileFolderSchema), ...problems } } }, async () => listFolders(db()));

  app.get(
    '/Files/getFolderContents',
    { config: { permission: 'file.read' }, schema: { tags, security, summary: 'A folder (0: the root): its path, subfolders and a page of its files, sorted by name, kind, size or date; with search, matches in every folder (x-pagination counts files)', querystring: FolderContentsQuerySchema, response: { 200: FolderContentsSchema, ...problems } } },
    async (request, reply) => {
      const { contents, totalCount } = await folderContents(db(), request.query);
      setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
      return contents;
    },
  );

  app.post('/Files/createFolder', { config: { permission: 'file.create' }, schema: { tags, security, summary: 'Creates a folder (name unique within its parent, ignoring case)', body: CreateFolderSchema, response: { 201: FileFolderSchema, 409: ProblemSchema, ...problems } } }, async (request, reply) => {
    return reply.code(201).send(await createFolder(db(), request.body));
  });

  app.put('/Files/renameFolder/:id', { config: { permission: 'file.update' }, schema: { tags, security, summary: 'Renames a folder', params, body: RenameFolderSchema, response: { 200: FileFolderSchema, 409: ProblemSchema, ...problems } } }, async (request) => {
    return renameFolder(db(), request.params.id, request.body.name);
  });

  app.put('/Files/moveFolder/:id', { config: { permission: 'file.update' }, schema: { tags, security, summary: 'Moves a folder, with all it holds, under another (null: the root)', params, body: MoveFolderSchema, response: { 200: FileFolderSchema, 409: ProblemSchema, ...problems } } }, async (request) => {
    return moveFolder(db(), request.params.id, request.body.parentId);
  });

  app.delete(
    '/Files/deleteFolder/:id',
    { config: { permission: 'file.delete' }, schema: { tags, security, summary: 'Deletes an empty folder; one that holds files or folders is refused (409, with how many)', params, response: { 204: z.null(), 409: FolderNotEmptyProblemSchema, ...problems } } },
    async (request, reply) => {
      const result = await deleteFolder(db(), request.params.id);
      if (result.deleted) return reply.code(204).send(null);
      return reply.code(409).send({ title: 'This folder is not empty: move or delete what it holds first.', status: 409 as const, requestId: request.id, folders: result.folders, files: result.files });
    },
  );

  app.post(
    '/Files/upload',
    {
      config: { permission: 'file.create' },
      schema: { tags, security, summary: 'Uploads one file (multipart field "file") into a folder (folderId, 0: the root): an image, audio, video, WebVTT captions or PDF, checked by its bytes and size', consumes: ['multipart/form-data'], querystring: UploadToFolderQuerySchema, response: { 201: StoredFileSchema, 413: ProblemSchema, ...problems } },
    },
    async (request, reply) => {
      const folderId = request.query.folderId || null;
      if (folderId !== null) await getFolder(db(), folderId);
      return reply.code(201).send(await receiveUpload(app, request, { accept: [...FILE_KINDS], uploadedBy: principalOf(request).id, folderId }));
    },
  );

  app.put('/Files/renameFile/:id', { config: { permission: 'file.update' }, schema: { tags, security, summary: 'Renames a file as it is shown (originalName); its stored key never changes', params, body: RenameFileSchema, response: { 200: ManagedFileSchema, ...problems } } }, async (request) => {
    return renameFile(db(), request.params.id, request.body.originalName);
  });

  app.put('/Files/moveFiles', { config: { permission: 'file.update' }, schema: { tags, security, summary: 'Moves files into a folder (null: the root)', body: MoveFilesSchema, response: { 200: z.object({ moved: z.number().int() }), ...problems } } }, async (request) => {
    return moveFiles(db(), request.body);
  });

  app.get('/Files/getUsages/:id', { config: { permission: 'file.read' }, schema: { tags, security, summary: 'Where a file is used: every row that refers to it (entity, id, title, column)', params, response: { 200: FileUsagesSchema, ...problems } } }, async (request) => ({
    fileId: request.params.id,
    usages: await usagesOfFile(db(), request.params.id),
  }));

  app.delete(
    '/Files/deleteFile/:id',
    { config: { permission: 'file.delete' }, schema: { tags, security, summary: 'Deletes a file nothing uses; a file still used is refused (409) with the places that use it', params, response: { 204: z.null(), 409: FileInUseProblemSchema, ...problems } } },
    async (request, reply) => {
      const result = await deleteFile(db(), app.fileStorage, request.params.id);
      if (result.deleted) return reply.code(204).send(null);
      return reply.code(409).send({ title: `This file is used in ${result.usages.length} ${result.usages.length === 1 ? 'place' : 'places'}: remove it from there first.`, status: 409 as const, requestId: request.id, usages: result.usages });
    },
  );
}
