import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemSchema, type LearnerVideo, type VideoLessonStat, type VideoProgress } from '@lexam/contracts';
import { FIXTURE_VIDEO, seedDemoVideos } from '@lexam/core';
import { eq, sql, tables } from '@lexam/db';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, learnerHeaders, otherLearnerHeaders } from './support/exam';

type Headers = { authorization: string };

describe('learner video lessons', () => {
  let ctx: TestContext;
  let learner: Headers;
  let video: LearnerVideo;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: true, signInPerMinute: 1000 });
    // The 24-second test video, whatever the demo seed brings (idempotent: the seed may have stored it already).
    await seedDemoVideos({ db: ctx.database.db, uploadsDir: ctx.app.uploadsDir });
    learner = await learnerHeaders(ctx.app);
  });
  afterAll(async () => { await ctx.close(); });

  const get = <T>(url: string, headers: Headers | Record<string, never> = learner) => ctx.app.inject({ method: 'GET', url: `/api/learner/Video/${url}`, headers }).then((response) => ({ response, body: response.json<T>() }));
  const save = (payload: unknown, headers: Headers = learner) => ctx.app.inject({ method: 'PUT', url: '/api/learner/Video/saveProgress', payload: payload as object, headers });
  /** Moves every learner's last save of the video back in time, as if they had been playing meanwhile. */
  const letTimePass = (seconds: number) => ctx.database.db.update(tables.videoProgress).set({ updatedAt: sql`${tables.videoProgress.updatedAt} - make_interval(secs => ${seconds})` }).where(eq(tables.videoProgress.videoId, video.id));
  const progressOf = async (headers: Headers = learner) => (await get<LearnerVideo>(`getVideo?videoId=${video.id}`, headers)).body.progress;

  it('lists the published reading videos in order, with their files and no progress yet', async () => {
    const { response, body } = await get<LearnerVideo[]>('getListVideo?skill=reading&pageIndex=1&pageSize=10');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.headers['x-pagination'] as string)).toMatchObject({ currentPage: 1, totalCount: body.length });
    video = body.find((row) => row.title === FIXTURE_VIDEO.title)!;
    expect(video).toMatchObject({ skill: 'reading', durationSeconds: 24, videoMime: 'video/mp4', progress: { positionSeconds: 0, percentWatched: 0, completedAt: null } });
    expect(video.videoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.mp4$/);
    expect(video.captionsUrl).toMatch(/\.vtt$/);
    expect(video.posterUrl).toMatch(/\.jpg$/);
    // Only listening videos under listening (the listening course's demo lesson among them).
    expect((await get<LearnerVideo[]>('getListVideo?skill=listening')).body.every((row) => row.skill === 'listening')).toBe(true);
  });

  it('gives one video with its files, served with the right types', async () => {
    const { response, body } = await get<LearnerVideo>(`getVideo?videoId=${video.id}`);
    expect(response.statusCode).toBe(200);
    expect(body).toEqual(video);
    const captions = await ctx.app.inject({ method: 'GET', url: body.captionsUrl! });
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toMatch(/^WEBVTT/);
    const part = await ctx.app.inject({ method: 'GET', url: body.videoUrl!, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
  });

  it('saves the position and the seconds played, and resumes there', async () => {
    const first = await save({ videoId: video.id, positionSeconds: 10.4, durationSeconds: 24.02, played: [[0, 10.4]] });
    expect(first.statusCode).toBe(200);
    expect(first.json<VideoProgress>()).toMatchObject({ positionSeconds: 10.4, watchedSeconds: 10, percentWatched: 41, completedAt: null });
    // Replaying the same seconds adds nothing.
    await save({ videoId: video.id, positionSeconds: 6, durationSeconds: 24.02, played: [[2, 6]] });
    expect(await progressOf()).toMatchObject({ positionSeconds: 6, watchedSeconds: 10, percentWatched: 41, completedAt: null });
  });

  it('does not count a jump to the end as watching', async () => {
    const jumper = await otherLearnerHeaders(ctx.app, 'video-jumper@example.com');
    await save({ videoId: video.id, positionSeconds: 2, durationSeconds: 24, played: [[0, 2]] }, jumper);
    const atEnd = await save({ videoId: video.id, positionSeconds: 24, durationSeconds: 24, played: [[23, 24]] }, jumper);
    expect(atEnd.json<VideoProgress>()).toMatchObject({ positionSeconds: 24, watchedSeconds: 3, percentWatched: 12, completedAt: null });
  });

  it('counts the video as watched at 90% of its distinct seconds, and shows it in the list', async () => {
    await letTimePass(15);
    const before = await save({ videoId: video.id, positionSeconds: 21, durationSeconds: 24, played: [[10.4, 21]] });
    expect(before.json<VideoProgress>()).toMatchObject({ watchedSeconds: 21, completedAt: null });
    const after = await save({ videoId: video.id, positionSeconds: 21.7, durationSeconds: 24, played: [[21, 21.7]] });
    const progress = after.json<VideoProgress>();
    expect(progress.watchedSeconds).toBe(21);
    expect(progress.completedAt).not.toBeNull();
    expect(progress.percentWatched).toBe(90);
    // Once watched, it stays watched, wherever the learner goes next.
    await save({ videoId: video.id, positionSeconds: 3, durationSeconds: 24, played: [] });
    const listed = (await get<LearnerVideo[]>('getListVideo?skill=reading')).body.find((row) => row.id === video.id)!;
    expect(listed.progress).toMatchObject({ positionSeconds: 3, completedAt: progress.completedAt });
  });

  it('keeps each learner’s progress separate', async () => {
    const other = await otherLearnerHeaders(ctx.app, 'video-other@example.com');
    expect(await progressOf(other)).toEqual({ positionSeconds: 0, watchedSeconds: 0, percentWatched: 0, completedAt: null });
    await save({ videoId: video.id, positionSeconds: 5, durationSeconds: 24, played: [[0, 5]] }, other);
    expect((await progressOf(other)).positionSeconds).toBe(5);
    expect((await progressOf()).positionSeconds).toBe(3);
  });

  it('answers 401 without a token', async () => {
    expect((await get('getListVideo', {})).response.statusCode).toBe(401);
    expect((await get(`getVideo?videoId=${video.id}`, {})).response.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/learner/Video/saveProgress', payload: { videoId: video.id, positionSeconds: 1, durationSeconds: 24, played: [] } })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or unpublished video, and saves nothing for it', async () => {
    expect((await get('getVideo?videoId=999999')).response.statusCode).toBe(404);
    expect((await save({ videoId: 999999, positionSeconds: 1, durationSeconds: 24, played: [] })).statusCode).toBe(404);
    const db = ctx.database.db;
    await db.update(tables.videos).set({ isPublished: false }).where(eq(tables.videos.id, video.id));
    try {
      expect((await get(`getVideo?videoId=${video.id}`)).response.statusCode).toBe(404);
      expect((await save({ videoId: video.id, positionSeconds: 1, durationSeconds: 24, played: [[0, 1]] })).statusCode).toBe(404);
      expect((await get<LearnerVideo[]>('getListVideo?skill=reading')).body.some((row) => row.id === video.id)).toBe(false);
    } finally {
      await db.update(tables.videos).set({ isPublished: true }).where(eq(tables.videos.id, video.id));
    }
    expect((await progressOf()).positionSeconds).toBe(3);
  });

  it('refuses absurd input with a 400 and a clear title, changing nothing', async () => {
    const before = await progressOf();
    const bad: unknown[] = [
      { videoId: video.id, positionSeconds: -1, durationSeconds: 24, played: [] },
      { videoId: video.id, positionSeconds: 1, durationSeconds: 0, played: [] },
      { videoId: video.id, positionSeconds: 100, durationSeconds: 24, played: [] },
      { videoId: video.id, positionSeconds: 1, durationSeconds: 24, played: [[5, 2]] },
      { videoId: video.id, positionSeconds: 1, durationSeconds: 24, played: [[0, 1, 2]] },
      { videoId: video.id, positionSeconds: 1, durationSeconds: 24, played: [['a', 'b']] },
      { videoId: video.id, positionSeconds: 1, durationSeconds: 24, played: Array.from({ length: 201 }, (_, index) => [index / 10, index / 10 + 0.05]) },
      { videoId: video.id, positionSeconds: 1, durationSeconds: 24, played: [[500, 600]] },
      { videoId: video.id, positionSeconds: 1, durationSeconds: 1e9, played: [] },
      { videoId: video.id, positionSeconds: 1, durationSeconds: 24, played: [], completedAt: '2026-01-01' },
      { videoId: 'one', positionSeconds: 1, durationSeconds: 24 },
    ];
    for (const payload of bad) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(ProblemSchema.parse(response.json()).title).toBeTruthy();
    }
    for (const query of ['getVideo', 'getVideo?videoId=abc', 'getVideo?videoId=-3', 'getListVideo?skill=cooking', 'getListVideo?pageSize=0']) {
      expect((await get(query)).response.statusCode, query).toBe(400);
    }
    expect(await progressOf()).toEqual(before);
  });

  it('gives admins the started, completed and average watched per video of a course', async () => {
    const url = '/api/admin/Video/getVideoLessonStats?skill=reading';
    const response = await ctx.app.inject({ method: 'GET', url, headers: await adminHeaders(ctx.app, 'editor', 'Editor@123') });
    expect(response.statusCode).toBe(200);
    const stat = response.json<VideoLessonStat[]>().find((row) => row.id === video.id)!;
    // Three learners started: one completed (90%), one jumped to the end (12%), one played 5 s (20%).
    expect(stat).toMatchObject({ title: FIXTURE_VIDEO.title, isPublished: true, started: 3, completed: 1 });
    expect(stat.averagePercentWatched).toBeCloseTo((90 + 12.5 + 20.8) / 3, 0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/Video/getVideoLessonStats?skill=nope', headers: await adminHeaders(ctx.app) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url, headers: learner })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('seeds the demo video once, however often the seed runs', async () => {
    const count = async () => (await ctx.database.db.select().from(tables.videos)).length;
    const before = await count();
    expect(await seedDemoVideos({ db: ctx.database.db, uploadsDir: ctx.app.uploadsDir })).toEqual({ videos: 0 });
    expect(await count()).toBe(before);
  });

  it('credits no more new seconds than the time since the last save allows', async () => {
    const cheat = await otherLearnerHeaders(ctx.app, 'video-cheat@example.com');
    const first = await save({ videoId: video.id, positionSeconds: 24, durationSeconds: 24, played: [[0, 24]] }, cheat);
    expect(first.json<VideoProgress>()).toMatchObject({ watchedSeconds: 20, completedAt: null });
  });
});
