import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileInUseProblemSchema, FolderContentsSchema, FolderNotEmptyProblemSchema, PaginationHeaderSchema, ProblemSchema, type FileFolder, type StoredFile } from '@lexam/contracts';
import type { FileStorage } from '@lexam/core';
import { startS3TestServer, type S3TestServer } from '../../../packages/core/src/files/storage/s3-test-server';
import { buildTestApp, type TestContext } from './helpers';

function multipart(filename: string, content: Buffer) {
  const boundary = '----lexam-files-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3000, 7)]);
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(9000, 1)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The files manager's API, the same on either storage. */
function filesManagerSuite(name: string, openStorage: () => Promise<{ storage?: FileStorage; close(): Promise<void> }>) {
  describe(`files manager API (${name})`, () => {
    let ctx: TestContext;
    let editor: string;
    let teacher: string;
    let storage: FileStorage;
    let closeStorage: () => Promise<void>;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = editor) =>
      ctx.app.inject({ method, url: `/api/admin/${url}`, payload, headers: { authorization: `Bearer ${token}` } });
    const upload = (folderId: number, filename: string, content: Buffer, token = editor) => {
      const body = multipart(filename, content);
      return ctx.app.inject({ method: 'POST', url: `/api/admin/Files/upload?folderId=${folderId}`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    };
    const contents = async (query: string) => {
      const response = await call('GET', `Files/getFolderContents?${query}`);
      expect(response.statusCode).toBe(200);
      return { ...FolderContentsSchema.parse(response.json()), page: PaginationHeaderSchema.parse(JSON.parse(String(response.headers['x-pagination']))) };
    };

    beforeAll(async () => {
      const opened = await openStorage();
      closeStorage = opened.close;
      ctx = await buildTestApp({ seed: true, signInPerMinute: 1000, storage: opened.storage });
      storage = ctx.app.fileStorage;
      const login = async (username: string, password: string) => (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username, password } })).json<{ accessToken: string }>().accessToken;
      editor = await login('editor', 'Editor@123');
      teacher = await login('teacher', 'Teacher@123');
    }, 120_000);
    afterAll(async () => {
      await ctx?.close();
      await closeStorage?.();
    });

    let listening: FileFolder;
    let part1: FileFolder;

    it('creates, renames and moves folders; names are unique within a parent and never a path', async () => {
      const created = await call('POST', 'Files/createFolder', { parentId: null, name: 'Listening' });
      expect(created.statusCode).toBe(201);
      listening = created.json<FileFolder>();
      expect(listening).toMatchObject({ parentId: null, name: 'Listening' });
      expect((await call('POST', 'Files/createFolder', { parentId: null, name: 'listening' })).statusCode).toBe(409);
      part1 = (await call('POST', 'Files/createFolder', { parentId: listening.id, name: 'Part 1' })).json<FileFolder>();
      expect(part1.parentId).toBe(listening.id);
      for (const bad of ['../x', '/etc/passwd', 'a\u0000b', '..', '   ', 'a\\b']) {
        const response = await call('POST', 'Files/createFolder', { parentId: null, name: bad });
        expect(response.statusCode, bad).toBe(400);
        expect(ProblemSchema.parse(response.json()).errors?.[0]?.field).toBe('body.name');
      }
      expect((await call('POST', 'Files/createFolder', { parentId: 999_999, name: 'Lost' })).statusCode).toBe(400);

      const renamed = await call('PUT', `Files/renameFolder/${part1.id}`, { name: 'Part 1 – photographs' });
      expect(renamed.json()).toMatchObject({ name: 'Part 1 – photographs' });
      expect((await call('PUT', `Files/moveFolder/${listening.id}`, { parentId: part1.id })).statusCode).toBe(400);
      expect((await call('PUT', `Files/moveFolder/${listening.id}`, { parentId: listening.id })).statusCode).toBe(400);
      expect((await call('PUT', `Files/moveFolder/${part1.id}`, { parentId: null })).json()).toMatchObject({ parentId: null });
      expect((await call('PUT', `Files/moveFolder/${part1.id}`, { parentId: listening.id })).json()).toMatchObject({ parentId: listening.id });
      const folders = (await call('GET', 'Files/getFolders')).json<FileFolder[]>();
      expect(folders.map((folder) => folder.name)).toEqual(expect.arrayContaining(['Listening', 'Part 1 – photographs']));
    });

    let map: StoredFile;
    let talk: StoredFile;

    it('uploads files into a folder, checked by content, named by the server whatever the name sent', async () => {
      const first = await upload(listening.id, '../../etc/passwd', png);
      expect(first.statusCode).toBe(201);
      map = first.json<StoredFile>();
      expect(map).toMatchObject({ kind: 'image', originalName: 'passwd', folderId: listening.id });
      expect(map.key).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect((await storage.head(map.key))?.size).toBe(png.length);
      talk = (await upload(listening.id, 'harbour talk.wav', wav)).json<StoredFile>();
      expect(talk).toMatchObject({ kind: 'audio', mime: 'audio/wav' });
      const document = (await upload(part1.id, 'rules.pdf', pdf)).json<StoredFile>();
      expect(document).toMatchObject({ kind: 'document', mime: 'application/pdf', folderId: part1.id });
      expect((await ctx.app.inject({ method: 'GET', url: document.url })).headers['content-type']).toBe('application/pdf');
      const nul = await upload(listening.id, 'a\u0000b/../c.png', png);
      expect(nul.json<StoredFile>().originalName).toBe('c.png');
      if (storage.driver === 'local') {
        // Nothing but server-chosen names in the uploads folder: no `passwd`, no `c.png`.
        for (const entry of await readdir(ctx.app.uploadsDir)) expect(entry).toMatch(/^[0-9a-f-]{36}\.[a-z0-9]+$/);
      }
    });

    it('refuses a file whose bytes are not what its name says, a file past its kind\'s size, and a missing folder', async () => {
      const text = await upload(listening.id, 'cat.png', Buffer.from('just some text that pretends to be a picture'.padEnd(300)));
      expect(text.statusCode).toBe(400);
      expect(ProblemSchema.parse(text.json()).title).toMatch(/not an accepted/);
      const big = await upload(listening.id, 'huge.png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
      expect(big.statusCode).toBe(413);
      expect((await upload(999_999, 'a.png', png)).statusCode).toBe(404);
    });

    it('serves range requests from the storage', async () => {
      const part = await ctx.app.inject({ method: 'GET', url: talk.url, headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${wav.length}`);
      expect(part.rawPayload.equals(wav.subarray(100, 200))).toBe(true);
      const tail = await ctx.app.inject({ method: 'GET', url: talk.url, headers: { range: 'bytes=-10' } });
      expect(tail.rawPayload.equals(wav.subarray(wav.length - 10))).toBe(true);
      const whole = await ctx.app.inject({ method: 'GET', url: talk.url });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(wav)).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url: talk.url, headers: { range: `bytes=${wav.length}-` } })).statusCode).toBe(416);
    });

    it('lists a folder with its path, sorted and paged, and searches every folder', async () => {
      const inListening = await contents(`folderId=${listening.id}&sort=size&order=desc`);
      expect(inListening.path.map((folder) => folder.name)).toEqual(['Listening']);
      expect(inListening.folders.map((folder) => folder.id)).toEqual([part1.id]);
      expect(inListening.files.map((file) => file.originalName)).toEqual(['harbour talk.wav', 'c.png', 'passwd']);
      // Equal sizes: the newer first, as the order asked.
      expect(inListening.page.totalCount).toBe(3);
      const byName = await contents(`folderId=${listening.id}&sort=name&pageSize=2`);
      expect(byName.files.map((file) => file.originalName)).toEqual(['c.png', 'harbour talk.wav']);
      expect(byName.page).toMatchObject({ totalCount: 3, totalPages: 2 });
      const inPart1 = await contents(`folderId=${part1.id}`);
      expect(inPart1.path.map((folder) => folder.id)).toEqual([listening.id, part1.id]);
      const found = await contents('folderId=0&search=rules');
      expect(found.files.map((file) => file.originalName)).toEqual(['rules.pdf']);
      expect((await contents('search=photographs')).folders.map((folder) => folder.id)).toEqual([part1.id]);
      expect((await call('GET', 'Files/getFolderContents?folderId=999999')).statusCode).toBe(404);
      // The media picker's list filters by the same folders.
      const picked = (await call('GET', `Upload/getFiles?kind=image&folderId=${listening.id}`)).json<StoredFile[]>();
      expect(picked.map((file) => file.originalName).sort()).toEqual(['c.png', 'passwd']);
      expect((await call('GET', `Upload/getFiles?kind=document&folderId=${part1.id}`)).json<StoredFile[]>().map((file) => file.originalName)).toEqual(['rules.pdf']);
      expect((await call('GET', 'Files/getFolderContents?sort=owner')).statusCode).toBe(400);
    });

    it('renames a file as it is shown only, and moves files', async () => {
      const renamed = await call('PUT', `Files/renameFile/${map.id}`, { originalName: 'Harbour map.png' });
      expect(renamed.json()).toMatchObject({ originalName: 'Harbour map.png', key: map.key });
      for (const bad of ['../../x.png', '/etc/passwd', 'a\u0000.png', '']) expect((await call('PUT', `Files/renameFile/${map.id}`, { originalName: bad })).statusCode, bad).toBe(400);
      expect((await call('PUT', 'Files/moveFiles', { fileIds: [map.id, talk.id], folderId: part1.id })).json()).toEqual({ moved: 2 });
      expect((await contents(`folderId=${part1.id}&sort=name`)).files.map((file) => file.originalName)).toEqual(['Harbour map.png', 'harbour talk.wav', 'rules.pdf']);
      expect((await call('PUT', 'Files/moveFiles', { fileIds: [map.id], folderId: 999_999 })).statusCode).toBe(400);
      expect((await call('PUT', 'Files/moveFiles', { fileIds: [map.id, 999_999], folderId: null })).statusCode).toBe(404);
    });

    it('refuses to delete a file content uses, listing where, and deletes one nothing uses', async () => {
      const seeded = (await contents('folderId=0&sort=name&pageSize=100')).files;
      const video = seeded.find((file) => file.kind === 'video' && file.usageCount > 0)!;
      const audio = seeded.find((file) => file.kind === 'audio' && file.usageCount > 0)!;
      expect(video && audio).toBeTruthy();
      const refused = await call('DELETE', `Files/deleteFile/${video.id}`);
      expect(refused.statusCode).toBe(409);
      const problem = FileInUseProblemSchema.parse(refused.json());
      expect(problem.usages).toContainEqual(expect.objectContaining({ entity: 'videos', field: 'video_file_id', title: expect.any(String) }));
      expect(problem.usages[0]!.id).toBeGreaterThan(0);
      const byKey = (await call('GET', `Files/getUsages/${audio.id}`)).json<{ usages: { field: string }[] }>();
      expect(byKey.usages.length).toBeGreaterThan(0);
      expect(byKey.usages.every((usage) => usage.field.endsWith('_file_key') || usage.field.endsWith('_file_id'))).toBe(true);
      expect(await storage.head(video.key)).toBeDefined();

      expect((await call('DELETE', `Files/deleteFile/${talk.id}`)).statusCode).toBe(204);
      expect(await storage.head(talk.key)).toBeUndefined();
      expect((await ctx.app.inject({ method: 'GET', url: talk.url })).statusCode).toBe(404);
      expect((await call('DELETE', `Files/deleteFile/${talk.id}`)).statusCode).toBe(404);
    });

    it('deletes only an empty folder', async () => {
      const full = await call('DELETE', `Files/deleteFolder/${listening.id}`);
      expect(full.statusCode).toBe(409);
      expect(FolderNotEmptyProblemSchema.parse(full.json())).toMatchObject({ folders: 1, files: 1 });
      const empty = (await call('POST', 'Files/createFolder', { parentId: listening.id, name: 'Empty' })).json<FileFolder>();
      expect((await call('DELETE', `Files/deleteFolder/${empty.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `Files/deleteFolder/${empty.id}`)).statusCode).toBe(404);
    });

    it('lets a teacher (file.read only) look, and nothing else', async () => {
      expect((await call('GET', 'Files/getFolders', undefined, teacher)).statusCode).toBe(200);
      expect((await call('POST', 'Files/createFolder', { parentId: null, name: 'Mine' }, teacher)).statusCode).toBe(403);
      expect((await upload(0, 'a.png', png, teacher)).statusCode).toBe(403);
      expect((await call('PUT', `Files/renameFile/${map.id}`, { originalName: 'x.png' }, teacher)).statusCode).toBe(403);
      expect((await call('PUT', 'Files/moveFiles', { fileIds: [map.id], folderId: null }, teacher)).statusCode).toBe(403);
      expect((await call('DELETE', `Files/deleteFile/${map.id}`, undefined, teacher)).statusCode).toBe(403);
      expect((await call('DELETE', `Files/deleteFolder/${part1.id}`, undefined, teacher)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/Files/getFolders' })).statusCode).toBe(401);
    });
  });
}

filesManagerSuite('local folder', async () => ({ storage: undefined, close: async () => undefined }));

let s3: S3TestServer | undefined;
filesManagerSuite('S3-compatible storage on s3rver', async () => {
  s3 = await startS3TestServer();
  return { storage: s3.storage, close: () => s3!.close() };
});
