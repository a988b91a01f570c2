import type { LearnerVideo, SaveVideoProgress, VideoListQuery, VideoProgress } from '@lexam/contracts';
import { and, asc, count, eq, inArray, tables, type Database } from '@lexam/db';
import { badRequest, notFound } from '../errors';
import { fileUrl } from '../files/store-upload';
import { coveredSeconds, creditBudget, isVideoWatched, mergeWithinBudget, percentWatched, type SecondRange } from './ranges';

const { videos, videoProgress, files } = tables;

type VideoRow = typeof videos.$inferSelect;
type ProgressRow = typeof videoProgress.$inferSelect;

/** The length progress is measured against: the longer of the admin's figure and what a player measured. */
const effectiveDuration = (...values: (number | null | undefined)[]) => Math.max(0, ...values.filter((value): value is number => typeof value === 'number' && value > 0)) || null;

function progressOf(row: ProgressRow | null | undefined, video: VideoRow): VideoProgress {
  if (!row) return { positionSeconds: 0, watchedSeconds: 0, percentWatched: 0, completedAt: null };
  const durationSeconds = effectiveDuration(video.durationSeconds, row.durationSeconds);
  return {
    positionSeconds: row.positionSeconds,
    watchedSeconds: row.watchedSeconds,
    percentWatched: row.completedAt ? Math.max(90, percentWatched({ watchedSeconds: row.watchedSeconds, durationSeconds })) : percentWatched({ watchedSeconds: row.watchedSeconds, durationSeconds }),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The stored files of some videos, by id: their addresses and types. */
async function filesById(db: Database, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, { key: string; mime: string }>();
  const rows = await db.select({ id: files.id, key: files.key, mime: files.mime }).from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

function toLearnerVideo(video: VideoRow, progress: ProgressRow | null | undefined, stored: Map<number, { key: string; mime: string }>): LearnerVideo {
  const file = (id: number | null) => (id === null ? undefined : stored.get(id));
  const main = file(video.video);
  return {
    id: video.id,
    skill: video.skill,
    title: video.title,
    description: video.description,
    durationSeconds: video.durationSeconds ?? progress?.durationSeconds ?? null,
    videoUrl: main ? fileUrl(main.key) : null,
    videoMime: main?.mime ?? null,
    captionsUrl: file(video.captions) ? fileUrl(file(video.captions)!.key) : null,
    posterUrl: file(video.poster) ? fileUrl(file(video.poster)!.key) : null,
    progress: progressOf(progress, video),
  };
}

/** The published videos of a course (all courses without `skill`), in order, each with the learner's progress. */
export async function listLearnerVideos({ db, userId, query }: { db: Database; userId: number; query: VideoListQuery }): Promise<{ rows: LearnerVideo[]; totalCount: number }> {
  const where = and(eq(videos.isPublished, true), query.skill ? eq(videos.skill, query.skill) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ video: videos, progress: videoProgress })
      .from(videos)
      .leftJoin(videoProgress, and(eq(videoProgress.videoId, videos.id), eq(videoProgress.userId, userId)))
      .where(where)
      .orderBy(asc(videos.sortOrder), asc(videos.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize),
    db.select({ value: count() }).from(videos).where(where),
  ]);
  const stored = await filesById(db, rows.flatMap(({ video }) => [video.video, video.captions, video.poster]));
  return { rows: rows.map(({ video, progress }) => toLearnerVideo(video, progress, stored)), totalCount: total?.value ?? 0 };
}

async function publishedVideo(db: Database, videoId: number): Promise<VideoRow> {
  const [video] = await db.select().from(videos).where(and(eq(videos.id, videoId), eq(videos.isPublished, true)));
  if (!video) throw notFound('There is no such video lesson.');
  return video;
}

/** One published video with its files' addresses and where the learner stopped. */
export async function getLearnerVideo({ db, userId, videoId }: { db: Database; userId: number; videoId: number }): Promise<LearnerVideo> {
  const video = await publishedVideo(db, videoId);
  const [progress] = await db.select().from(videoProgress).where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)));
  return toLearnerVideo(video, progress, await filesById(db, [video.video, video.captions, video.poster]));
}

/**
 * Records where the learner is and merges the ranges they played into the watched ones, no more new
 * seconds than the time since the last save allows (`creditBudget`). The video counts as watched
 * (completedAt, set once) when 90% of its distinct seconds were played.
 */
export async function saveVideoProgress({ db, userId, input }: { db: Database; userId: number; input: SaveVideoProgress }): Promise<VideoProgress> {
  const video = await publishedVideo(db, input.videoId);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(videoProgress).where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, video.id))).for('update');
    const durationSeconds = effectiveDuration(video.durationSeconds, existing?.durationSeconds, input.durationSeconds)!;
    const absurd = input.played.findIndex(([start]) => start > durationSeconds + 1);
    if (absurd >= 0) throw badRequest('A played range starts after the end of the video.', [{ field: `body.played.${absurd}`, message: 'Past the end of the video.' }]);
    const now = new Date();
    const budget = creditBudget({ lastSavedAt: existing?.updatedAt, now });
    const watched = mergeWithinBudget({ watched: (existing?.watched ?? []) as SecondRange[], played: input.played as SecondRange[], durationSeconds, budget });
    const watchedSeconds = coveredSeconds(watched);
    const completedAt = existing?.completedAt ?? (isVideoWatched({ watchedSeconds, durationSeconds }) ? new Date() : null);
    const values = {
      positionSeconds: Math.min(input.positionSeconds, durationSeconds),
      durationSeconds,
      watched,
      watchedSeconds: Math.floor(watchedSeconds),
      completedAt,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(videoProgress)
      .values({ userId, videoId: video.id, ...values })
      .onConflictDoUpdate({ target: [videoProgress.userId, videoProgress.videoId], set: values })
      .returning();
    return progressOf(row, video);
  });
}

