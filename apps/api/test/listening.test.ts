import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractionsSchema, ListeningCourseSchema, PeaksAnswerSchema, ProblemSchema, RecordingToPractiseSchema, SaveSyslogAnswerSchema, SegmentsSchema, listeningType } from '@lexam/contracts';
import { and, DEMO_LISTENING_INTRODUCTION, DEMO_LISTENING_LESSONS, demoListeningAudioDir, demoListeningTimings, eq, seedDemo, tables, type Database } from '@lexam/db';
import { getPeaks, listSegments, segmentProblems, seedListeningCourse } from '@lexam/core';
import { buildTestApp, type TestContext } from './helpers';
import { adminHeaders, otherLearnerHeaders } from './support/exam';

const { courseLessons, files, listeningProgress, listeningRecordings, listeningSegments } = tables;

/** A mono 16-bit WAV at 8 kHz: a tone for `seconds`, loud in its first half. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) buffer.writeInt16LE(Math.round(Math.sin((i / rate) * 2 * Math.PI * 440) * (i < samples / 2 ? 30000 : 3000)), 44 + i * 2);
  return buffer;
}

describe('the listening course', () => {
  let ctx: TestContext;
  let db: Database;
  let admin: { authorization: string };
  let learner: { authorization: string };
  let other: { authorization: string };
  let lessonId: number;
  let hiddenLessonId: number;
  let audioId: number;

  beforeAll(async () => {
    ctx = await buildTestApp({ signInPerMinute: 1000 });
    db = ctx.database.db;
    // The accounts and roles only: this test's rows are the only listening content.
    await seedDemo(db);
    admin = await adminHeaders(ctx.app);
    learner = await otherLearnerHeaders(ctx.app, 'listener@example.com');
    other = await otherLearnerHeaders(ctx.app, 'other-listener@example.com');
    const [lesson] = await db.insert(courseLessons).values({ skill: 'listening', source: 'cambridge', name: 'At the station', sortOrder: 1 }).returning();
    const [hidden] = await db.insert(courseLessons).values({ skill: 'listening', source: 'contentRead', name: 'Draft', isPublished: false }).returning();
    lessonId = lesson!.id;
    hiddenLessonId = hidden!.id;
    const key = `${crypto.randomUUID()}.wav`;
    const wav = toneWav(20);
    await ctx.app.fileStorage.put(key, wav, { contentType: 'audio/wav', size: wav.length });
    const [file] = await db.insert(files).values({ key, kind: 'audio', mime: 'audio/wav', size: wav.length, originalName: 'tone.wav' }).returning();
    audioId = file!.id;
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url: `/api/admin/${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const learnerCall = (method: 'GET' | 'POST', url: string, headers: { authorization: string } | Record<string, never> = learner, payload?: object) =>
    ctx.app.inject({ method, url: `/api/learner/${url}`, headers, ...(payload ? { payload } : {}) });

  let recordingId: number;
  let segmentIds: number[] = [];

  it('creates, lists and edits a recording; it takes its lesson\'s source; a reading lesson is refused', async () => {
    const created = await adminCall('POST', 'Listening', { lessonId, title: 'Buying a ticket', description: 'A short dialogue.', transcript: 'One. Two.', audio: audioId });
    expect(created.statusCode, created.body).toBe(201);
    const row = listeningType.row.parse(created.json());
    expect(row).toMatchObject({ source: 'cambridge', title: 'Buying a ticket', isPublished: true });
    recordingId = row.id;
    const list = await adminCall('GET', `Listening?lessonId=${lessonId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ id: number }[]>().map((r) => r.id)).toEqual([recordingId]);
    const [reading] = await db.insert(courseLessons).values({ skill: 'reading', source: 'cambridge', name: 'Reading' }).returning();
    const refused = await adminCall('POST', 'Listening', { lessonId: reading!.id, title: 'Wrong', description: '', transcript: '' });
    expect(refused.statusCode).toBe(400);
    expect(ProblemSchema.parse(refused.json()).errors?.[0]?.message).toContain('not a listening lesson');
    expect((await adminCall('POST', 'Lession', { skill: 'listening', source: 'realTest', name: 'X', description: '' })).statusCode).toBe(400);
    expect((await adminCall('PUT', `Listening/${recordingId}`, { title: 'Buying a train ticket' })).statusCode).toBe(200);
  });

  it('decodes the peaks on the server (ffmpeg) with the duration, and keeps them', async () => {
    const answer = PeaksAnswerSchema.parse((await adminCall('GET', `Listening/${recordingId}/peaks`)).json());
    expect(answer.peaksSource).toBe('server');
    expect(answer.durationMs).toBe(20_000);
    expect(answer.peaks!.length).toBeGreaterThan(250);
    expect(answer.peaks!.length).toBeLessThanOrEqual(270);
    expect(answer.peaks![0]).toBeGreaterThan(0.8);
    expect(answer.peaks!.at(-2)).toBeLessThan(0.15);
    // The editor's peaks do not replace the server's for the same audio.
    const kept = PeaksAnswerSchema.parse((await adminCall('PUT', `Listening/${recordingId}/peaks`, { peaks: [0.5], durationMs: 1000 })).json());
    expect(kept.peaksSource).toBe('server');
    // A list never carries the peaks.
    expect(JSON.stringify((await adminCall('GET', `Listening?lessonId=${lessonId}`)).json())).not.toContain('peaks');
  });

  it('refuses overlapping, reversed and out-of-range segments with a message naming the segment', async () => {
    const put = (segments: object[]) => adminCall('PUT', `Listening/${recordingId}/segments`, { segments });
    const overlap = await put([
      { startMs: 0, endMs: 5000, transcript: 'One.' },
      { startMs: 4000, endMs: 8000, transcript: 'Two.' },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(ProblemSchema.parse(overlap.json()).title).toBe('Segment 2 (0:04.000–0:08.000) overlaps segment 1 (0:00.000–0:05.000).');
    const reversed = await put([{ startMs: 3000, endMs: 2000, transcript: 'One.' }]);
    expect(ProblemSchema.parse(reversed.json()).title).toBe('Segment 1 ends (0:02.000) before it starts (0:03.000).');
    const beyond = await put([{ startMs: 19_000, endMs: 21_000, transcript: 'One.' }]);
    expect(beyond.statusCode).toBe(400);
    expect(ProblemSchema.parse(beyond.json()).title).toBe("Segment 1 ends at 0:21.000, after the recording's end (0:20.000).");
    const empty = await put([{ startMs: 0, endMs: 1000, transcript: '  ' }]);
    expect(empty.statusCode).toBe(400);
    expect((await put([{ startMs: 0, endMs: 1000, transcript: 'x', id: 999_999 }])).statusCode).toBe(400);
    expect(await db.select().from(listeningSegments)).toEqual([]);
  });

  it('replaces the segments at once, in time order', async () => {
    const answer = await adminCall('PUT', `Listening/${recordingId}/segments`, {
      segments: [
        { startMs: 6000, endMs: 9000, transcript: "I don't need a return ticket." },
        { startMs: 0, endMs: 3000, transcript: 'A single to Leeds, please.' },
        { startMs: 3000, endMs: 6000, transcript: 'That is twelve pounds fifty.' },
        { startMs: 9500, endMs: 14000, transcript: 'The train leaves from platform four.' },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const segments = SegmentsSchema.parse(answer.json()).segments;
    expect(segments.map((s) => s.startMs)).toEqual([0, 3000, 6000, 9500]);
    segmentIds = segments.map((s) => s.id);
    const read = SegmentsSchema.parse((await adminCall('GET', `Listening/${recordingId}/segments`)).json());
    expect(read.segments.map((s) => s.transcript)[0]).toBe('A single to Leeds, please.');
    expect(read.durationMs).toBe(20_000);
  });

  it('answers the contractions, and 401 to every learner call without a learner', async () => {
    const list = ContractionsSchema.parse((await learnerCall('GET', 'listening/getContraction')).json());
    expect(list).toContainEqual(["don't", 'do not']);
    expect(list).toContainEqual(["won't", 'will not']);
    for (const url of ['listening/getContraction', 'Listening/getCourse', `Listening/getReadForPassage?recordingId=${recordingId}`]) expect((await learnerCall('GET', url, {})).statusCode, url).toBe(401);
    expect((await learnerCall('POST', 'Listening/SaveSyslog', {}, { recordingId, segmentId: segmentIds[0], typed: 'x' })).statusCode).toBe(401);
  });

  it('answers a recording to practise, with its audio and segments, and the course by lesson', async () => {
    const read = RecordingToPractiseSchema.parse((await learnerCall('GET', `Listening/getReadForPassage?recordingId=${recordingId}`)).json());
    expect(read).toMatchObject({ title: 'Buying a train ticket', durationMs: 20_000, doneCount: 0, resumeSegmentId: segmentIds[0], lesson: { id: lessonId, source: 'cambridge' } });
    expect(read.audioUrl).toMatch(/^\/api\/files\/.+\.wav$/);
    expect(read.segments).toHaveLength(4);
    expect(read.segments[0]!.progress).toBeNull();
    const course = ListeningCourseSchema.parse((await learnerCall('GET', 'Listening/getCourse')).json());
    expect(course.lessons.map((l) => l.name)).toEqual(['At the station']);
    expect(course.lessons[0]!.recordings[0]).toMatchObject({ id: recordingId, segmentCount: 4, doneCount: 0, accuracy: null });
    expect(course.resume).toEqual({ recordingId, segmentId: segmentIds[0] });
  });

  it('checks on the server, counts attempts, keeps the best accuracy and answers the next segment', async () => {
    const save = (body: object, headers = learner) => learnerCall('POST', 'Listening/SaveSyslog', headers, body);
    const first = await save({ recordingId, segmentId: segmentIds[0], typed: 'a single to leads please', hintsUsed: 0, speed: 1, playedCount: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const a = SaveSyslogAnswerSchema.parse(first.json());
    expect(a.accuracy).toBe(80);
    expect(a.words.find((w) => w.status === 'wrong')).toMatchObject({ expected: 'Leeds,', typed: 'leads' });
    expect(a).toMatchObject({ isComplete: false, nextSegmentId: segmentIds[1], doneCount: 1, segmentCount: 4, progress: { attempts: 1, bestAccuracy: 80, lastAccuracy: 80 } });
    // A client's own accuracy is not an input at all.
    expect((await save({ recordingId, segmentId: segmentIds[0], typed: 'x', accuracy: 100 })).statusCode).toBe(400);
    const again = SaveSyslogAnswerSchema.parse((await save({ recordingId, segmentId: segmentIds[0], typed: 'A single', hintsUsed: 1, speed: 0.75, playedCount: 1 })).json());
    expect(again.progress).toMatchObject({ attempts: 2, bestAccuracy: 80, lastAccuracy: 40, hintsUsed: 1 });
    const contraction = SaveSyslogAnswerSchema.parse((await save({ recordingId, segmentId: segmentIds[2], typed: 'I do not need a return ticket', speed: 0.5 })).json());
    expect(contraction).toMatchObject({ accuracy: 100, isComplete: true, nextSegmentId: segmentIds[3], doneCount: 2 });
    // The resume is the first segment not done.
    const read = RecordingToPractiseSchema.parse((await learnerCall('GET', `Listening/getReadForPassage?recordingId=${recordingId}`)).json());
    expect(read.resumeSegmentId).toBe(segmentIds[1]);
    expect(read.segments[0]!.progress).toMatchObject({ attempts: 2, bestAccuracy: 80, lastTyped: 'A single' });
    const [row] = await db.select().from(listeningProgress).where(and(eq(listeningProgress.segmentId, segmentIds[0]!)));
    expect(row).toMatchObject({ recordingId, attempts: 2, playedCount: 3, lastSpeed: 0.75 });
    // Bad input: a speed not offered, a segment of another recording.
    expect((await save({ recordingId, segmentId: segmentIds[1], typed: 'x', speed: 2 })).statusCode).toBe(400);
    expect((await save({ recordingId, segmentId: 999_999, typed: 'x' })).statusCode).toBe(404);
  });

  it('shows a learner only their own progress', async () => {
    const read = RecordingToPractiseSchema.parse((await learnerCall('GET', `Listening/getReadForPassage?recordingId=${recordingId}`, other)).json());
    expect(read.doneCount).toBe(0);
    expect(read.segments.every((s) => s.progress === null)).toBe(true);
    const course = ListeningCourseSchema.parse((await learnerCall('GET', 'Listening/getCourse', other)).json());
    expect(course.lessons[0]!.recordings[0]!.doneCount).toBe(0);
    const mine = ListeningCourseSchema.parse((await learnerCall('GET', 'Listening/getCourse')).json());
    expect(mine.lessons[0]!.recordings[0]).toMatchObject({ doneCount: 2, accuracy: 90 });
  });

  it('keeps the progress of a segment sent back with its id, and drops the segments left out', async () => {
    const current = SegmentsSchema.parse((await adminCall('GET', `Listening/${recordingId}/segments`)).json()).segments;
    const answer = await adminCall('PUT', `Listening/${recordingId}/segments`, {
      segments: current.slice(0, 3).map((s) => ({ id: s.id, startMs: s.startMs, endMs: s.endMs, transcript: s.id === segmentIds[0] ? 'A single to York, please.' : s.transcript })),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = await db.select().from(listeningProgress).where(eq(listeningProgress.recordingId, recordingId));
    expect(rows.map((r) => r.segmentId).sort()).toEqual([segmentIds[0], segmentIds[2]].sort());
    expect(SegmentsSchema.parse(answer.json()).segments[0]!.transcript).toBe('A single to York, please.');
  });

  it('hides unpublished recordings and lessons from learners', async () => {
    const [draft] = await db.insert(listeningRecordings).values({ lessonId, source: 'cambridge', title: 'Draft recording', isPublished: false, sortOrder: 5 }).returning();
    const [inDraftLesson] = await db.insert(listeningRecordings).values({ lessonId: hiddenLessonId, source: 'contentRead', title: 'In a draft lesson' }).returning();
    for (const id of [draft!.id, inDraftLesson!.id]) {
      const answer = await learnerCall('GET', `Listening/getReadForPassage?recordingId=${id}`);
      expect(answer.statusCode).toBe(404);
      expect(ProblemSchema.parse(answer.json()).title).toBe(`There is no recording ${id}.`);
    }
    const course = ListeningCourseSchema.parse((await learnerCall('GET', 'Listening/getCourse')).json());
    expect(JSON.stringify(course)).not.toContain('Draft');
    expect(course.lessons.flatMap((l) => l.recordings.map((r) => r.title))).toEqual(['Buying a train ticket']);
  });
});

describe('the demo listening course', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds two lessons of two recordings with at least eight valid segments each, once', async () => {
    const db = ctx.database.db;
    const course = { introduction: DEMO_LISTENING_INTRODUCTION, lessons: DEMO_LISTENING_LESSONS, timings: demoListeningTimings(), audioDir: demoListeningAudioDir };
    const first = await seedListeningCourse({ db, storage: ctx.app.fileStorage }, course);
    expect(first).toMatchObject({ lessons: 2, recordings: 4 });
    expect(await seedListeningCourse({ db, storage: ctx.app.fileStorage }, course)).toEqual({ lessons: 0, recordings: 0, segments: 0 });
    const recordings = await db.select().from(listeningRecordings);
    expect(recordings).toHaveLength(4);
    for (const recording of recordings) {
      const segments = await listSegments(db, recording.id);
      expect(segments.length, recording.title).toBeGreaterThanOrEqual(8);
      expect(segmentProblems(segments, { durationMs: recording.durationMs, knownIds: new Set(segments.map((s) => s.id)) })).toEqual([]);
    }
    // The duration ffmpeg measures covers every segment.
    const peaks = await getPeaks({ db, storage: ctx.app.fileStorage }, { recordingId: recordings[0]!.id });
    expect(peaks.peaksSource).toBe('server');
    expect(peaks.durationMs).toBeGreaterThanOrEqual(recordings[0]!.durationMs! - 100);
  }, 60_000);
});
