import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaginationHeaderSchema, ProblemSchema, type StoredFile } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';

function multipart(filename: string, content: Buffer) {
  const boundary = '----lexam-list-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(500, 1)]);

describe('Upload/getFiles', () => {
  let ctx: TestContext;
  let editor: string;
  const uploaded: StoredFile[] = [];
  const list = (query: string, token = editor) => ctx.app.inject({ method: 'GET', url: `/api/admin/Upload/getFiles${query}`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    editor = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'editor', password: 'Editor@123' } })).json<{ accessToken: string }>().accessToken;
    for (const [path, name, content] of [['UploadImage', 'harbour map.png', png], ['UploadAudio', 'harbour talk.wav', wav], ['UploadImage', 'lighthouse.png', png]] as const) {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/admin/Upload/${path}`, ...multipart(name, content), headers: { ...multipart(name, content).headers, authorization: `Bearer ${editor}` } });
      expect(response.statusCode).toBe(201);
      uploaded.push(response.json<StoredFile>());
    }
  });
  afterAll(async () => { await ctx.close(); });

  it('lists the files of one kind, newest first, with the x-pagination header', async () => {
    const response = await list('?kind=image&pageIndex=1&pageSize=100');
    expect(response.statusCode).toBe(200);
    const rows = response.json<StoredFile[]>();
    expect(rows[0]!.id).toBe(uploaded[2]!.id);
    const ours = rows.filter((row) => uploaded.some((file) => file.id === row.id));
    expect(ours.map((row) => row.originalName)).toEqual(['lighthouse.png', 'harbour map.png']);
    expect(rows.every((row) => row.kind === 'image')).toBe(true);
    expect(ours[0]).toMatchObject({ id: uploaded[2]!.id, url: uploaded[2]!.url, mime: 'image/png' });
    const header = PaginationHeaderSchema.parse(JSON.parse(String(response.headers['x-pagination'])));
    expect(header).toMatchObject({ currentPage: 1, pageSize: 100, totalCount: rows.length });
  });

  it('searches by original name (wildcards taken literally) and pages', async () => {
    const harbour = (await list('?searchByName=HARBOUR')).json<StoredFile[]>();
    expect(harbour.map((row) => row.originalName).sort()).toEqual(['harbour map.png', 'harbour talk.wav']);
    expect((await list('?searchByName=%25')).json<StoredFile[]>()).toEqual([]);
    const second = await list('?searchByName=harbour&pageIndex=2&pageSize=1');
    expect(second.json<StoredFile[]>().map((row) => row.originalName)).toEqual(['harbour map.png']);
    expect(JSON.parse(String(second.headers['x-pagination']))).toMatchObject({ currentPage: 2, totalCount: 2 });
  });

  it('refuses an unknown kind or page with a 400 and an anonymous caller with a 401; a teacher (file.read) may list', async () => {
    for (const query of ['?kind=pdf', '?pageIndex=0', '?pageSize=1000']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(ProblemSchema.parse(response.json()).title).toBeTruthy();
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/Upload/getFiles' })).statusCode).toBe(401);
    // A teacher reads files (file.read) without uploading any (no file.create).
    const teacher = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'teacher', password: 'Teacher@123' } })).json<{ accessToken: string }>().accessToken;
    expect((await list('?kind=audio', teacher)).statusCode).toBe(200);
  });
});
