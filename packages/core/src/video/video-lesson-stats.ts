import type { VideoLessonStat, VideoLessonStatsQuery } from '@lexam/contracts';
import { asc, eq, sql, tables, type Database } from '@lexam/db';

const { videos, videoProgress } = tables;

/**
 * How a course's videos are watched, for the admin's video lesson screen: per video (published or
 * not), the learners who started it, those who completed it, and the mean share watched by starters.
 */
export async function listVideoLessonStats({ db, query }: { db: Database; query: VideoLessonStatsQuery }): Promise<VideoLessonStat[]> {
  // A learner's share: watched seconds over the longer of the admin's length and the one the player measured.
  const share = sql<number>`least(1.0, ${videoProgress.watchedSeconds}::float8 / nullif(greatest(coalesce(${videos.durationSeconds}, 0), coalesce(${videoProgress.durationSeconds}, 0)), 0))`;
  const rows = await db
    .select({
      id: videos.id,
      title: videos.title,
      isPublished: videos.isPublished,
      durationSeconds: videos.durationSeconds,
      started: sql<number>`count(${videoProgress.userId})::int`,
      completed: sql<number>`count(${videoProgress.completedAt})::int`,
      average: sql<number | null>`avg(case when ${videoProgress.completedAt} is not null then greatest(${share}, 0.9) else coalesce(${share}, 0) end) filter (where ${videoProgress.userId} is not null)`,
    })
    .from(videos)
    .leftJoin(videoProgress, eq(videoProgress.videoId, videos.id))
    .where(eq(videos.skill, query.skill))
    .groupBy(videos.id)
    .orderBy(asc(videos.sortOrder), asc(videos.id));
  return rows.map(({ average, ...row }) => ({ ...row, averagePercentWatched: average === null ? 0 : Math.round(Number(average) * 1000) / 10 }));
}
