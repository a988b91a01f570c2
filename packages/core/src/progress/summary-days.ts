import { sql, type Database } from '@lexam/db';

/**
 * The learner's calendar days (`YYYY-MM-DD`, shifted by their UTC offset) with any activity: a test
 * started or submitted, a passage practised, a flashcard answered or a match played, a writing or
 * speaking answer started or sent, a video played. Every day, for the longest streak.
 */
export async function activeLocalDays(db: Database, userId: number, utcOffsetMinutes: number): Promise<string[]> {
  const offset = Math.trunc(utcOffsetMinutes);
  const result = (await db.execute(sql`
    select distinct to_char((t at time zone 'UTC') + make_interval(mins => ${offset}::int), 'YYYY-MM-DD') as day from (
      select started_at as t from exam_attempts where user_id = ${userId}
      union all select submitted_at from exam_attempts where user_id = ${userId} and submitted_at is not null
      union all select updated_at from passage_progress where user_id = ${userId}
      union all select review from flashcard_reviews where user_id = ${userId}
      union all select finished_at from flashcard_matches where user_id = ${userId} and finished_at is not null
      union all select started_at from practice_submissions where user_id = ${userId}
      union all select submitted_at from practice_submissions where user_id = ${userId} and submitted_at is not null
      union all select updated_at from video_progress where user_id = ${userId}
    ) activity`)) as unknown as { rows: Array<{ day: string }> };
  return result.rows.map((row) => row.day);
}
