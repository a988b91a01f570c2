import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema, type StoredFile } from '@lexam/contracts';
import { buildTestApp, type TestContext } from './helpers';

/** A multipart/form-data body with one file field. */
function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = '----lexam-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(5000, 1)]);

describe('uploads', () => {
  let ctx: TestContext;
  let admin: string;
  let learner: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    admin = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'editor', password: 'Editor@123' } })).json<{ accessToken: string }>().accessToken;
    learner = (await ctx.app.inject({ method: 'POST', url: '/api/learner/Auth/loginPhysics', payload: { email: 'learner@example.com', password: 'Learner@123' } })).json<{ accessToken: string }>().accessToken;
  });
  afterAll(async () => { await ctx.close(); });

  const upload = (url: string, body: ReturnType<typeof multipart>, token = admin) =>
    ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });

  it('stores audio under a name of its own and serves it with range requests', async () => {
    const response = await upload('/api/admin/Upload/UploadAudio', multipart('../../etc/passwd section 1.wav', wav));
    expect(response.statusCode).toBe(201);
    const stored = response.json<StoredFile>();
    expect(stored).toMatchObject({ kind: 'audio', mime: 'audio/wav', size: wav.length, originalName: 'passwd section 1.wav' });
    expect(stored.key).toMatch(/^[0-9a-f-]{36}\.wav$/);

    const whole = await ctx.app.inject({ method: 'GET', url: stored.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(wav)).toBe(true);
    const part = await ctx.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(100, 200))).toBe(true);
  });

  it('stores WebVTT captions, served as UTF-8 text/vtt, and refuses anything else as captions', async () => {
    const vtt = Buffer.from('\ufeffWEBVTT\n\n00:00.000 --> 00:02.000\nSkimming means reading fast — for the gist.\n');
    const response = await upload('/api/admin/Upload/UploadCaptions', multipart('lesson.vtt', vtt));
    expect(response.statusCode).toBe(201);
    const stored = response.json<StoredFile>();
    expect(stored).toMatchObject({ kind: 'captions', mime: 'text/vtt', size: vtt.length });
    expect(stored.key).toMatch(/\.vtt$/);
    const served = await ctx.app.inject({ method: 'GET', url: stored.url });
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.rawPayload.equals(vtt)).toBe(true);
    const srt = await upload('/api/admin/Upload/UploadCaptions', multipart('lesson.srt', Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHello\n')));
    expect(srt.statusCode).toBe(400);
    expect(ProblemSchema.parse(srt.json()).title).toMatch(/not an accepted captions file/);
    expect((await upload('/api/admin/Upload/UploadCaptions', multipart('a.vtt', png))).statusCode).toBe(400);
    expect((await upload('/api/admin/Upload/UploadVideo', multipart('a.mp4', vtt))).statusCode).toBe(400);
  });

  it('serves an MP4 with range requests: Accept-Ranges, 206 and Content-Range, open-ended and suffix ranges, 416 past the end', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(20_000, 3)]);
    const stored = (await upload('/api/admin/Upload/UploadVideo', multipart('lesson.mp4', mp4))).json<StoredFile>();
    expect(stored).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    const whole = await ctx.app.inject({ method: 'GET', url: stored.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    const first = await ctx.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=0-1' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1/${mp4.length}`);
    expect(first.headers['content-length']).toBe('2');
    const rest = await ctx.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=19000-' } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 19000-${mp4.length - 1}/${mp4.length}`);
    expect(rest.rawPayload.equals(mp4.subarray(19000))).toBe(true);
    const tail = await ctx.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 100))).toBe(true);
    const past = await ctx.app.inject({ method: 'GET', url: stored.url, headers: { range: `bytes=${mp4.length + 10}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('refuses a file whose bytes are not the kind asked for, and keeps nothing of it', async () => {
    const before = await readdir(ctx.app.uploadsDir);
    const html = await upload('/api/admin/Upload/UploadImage', multipart('cat.png', Buffer.from('<html><script>alert(1)</script></html>'.padEnd(200))));
    expect(html.statusCode).toBe(400);
    expect(ProblemSchema.parse(html.json()).title).toMatch(/not an accepted image/);
    expect((await upload('/api/admin/Upload/UploadImage', multipart('song.png', wav))).statusCode).toBe(400);
    expect(await readdir(ctx.app.uploadsDir)).toEqual(before);
  });

  it('answers a multipart body cut off mid-file with a 400 (the request is broken, not the server), keeping nothing', async () => {
    const before = await readdir(ctx.app.uploadsDir);
    const cutOff = Buffer.concat([Buffer.from('------lexam-test-boundary\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n'), png.subarray(0, 50)]);
    for (const url of ['/api/admin/Upload/UploadImage', '/api/admin/Upload/UploadAudio']) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: cutOff, headers: { 'content-type': 'multipart/form-data; boundary=----lexam-test-boundary', authorization: `Bearer ${admin}` } });
      expect(response.statusCode, url).toBe(400);
      expect(ProblemSchema.parse(response.json()).title).toMatch(/upload ended before the file was complete/);
    }
    const avatar = await ctx.app.inject({ method: 'POST', url: '/api/learner/User/uploadAvatar', payload: cutOff, headers: { 'content-type': 'multipart/form-data; boundary=----lexam-test-boundary', authorization: `Bearer ${learner}` } });
    expect(avatar.statusCode).toBe(400);
    expect(await readdir(ctx.app.uploadsDir)).toEqual(before);
  });

  it('refuses a request without a file, and callers without file.create', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/admin/Upload/UploadImage', payload: {}, headers: { authorization: `Bearer ${admin}` } });
    expect(none.statusCode).toBe(400);
    const teacher = (await ctx.app.inject({ method: 'POST', url: '/api/admin/Auth/login', payload: { username: 'teacher', password: 'Teacher@123' } })).json<{ accessToken: string }>().accessToken;
    expect((await upload('/api/admin/Upload/UploadImage', multipart('a.png', png), teacher)).statusCode).toBe(403);
  });

  it('lets a learner set an avatar and edit the profile', async () => {
    const response = await upload('/api/learner/User/uploadAvatar', multipart('me.png', png), learner);
    expect(response.statusCode).toBe(200);
    const avatarUrl = response.json<{ avatarUrl: string }>().avatarUrl;
    expect(avatarUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: avatarUrl })).headers['content-type']).toBe('image/png');
    const edited = await ctx.app.inject({ method: 'PUT', url: '/api/learner/User/editMyProfile', payload: { fullName: 'Wei Chen', phone: '+84 90 123 4567' }, headers: { authorization: `Bearer ${learner}` } });
    expect(edited.json()).toMatchObject({ fullName: 'Wei Chen', phone: '+84 90 123 4567', avatarUrl });
  });

  it('answers a path-traversal file name with a 404', async () => {
    for (const url of ['/api/files/..%2F..%2Fpackage.json', '/api/files/.incoming-x', '/api/files/secret']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
