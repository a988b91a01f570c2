import { sql, type SQL } from '@lexam/db';

/**
 * Where the learners' activity of a content type is: one SELECT whose rows are
 * - for `learners` statistics: `item_id, user_id, started_at, finished_at` (one row per learner and
 *   item; `finished_at` null while not finished);
 * - for `attempts` statistics: `item_id, user_id, at, percent, band, scaled_score` (one row per
 *   submitted attempt).
 * The generic layer (weekly.ts) narrows the items and the learners and counts per week. A type's
 * service names its source (`activity`), beside its other exceptions.
 */
export type ActivitySource = () => SQL;

/** Submitted full attempts of tests (a practice attempt of some sections says little of a test's band). */
export const testAttempts: ActivitySource = () => sql`
  select test_id as item_id, user_id, submitted_at as at,
    raw_score * 100.0 / nullif(max_score, 0) as percent, band::float8 as band, scaled_score::float8 as scaled_score
  from exam_attempts where submitted_at is not null and mode = 'full'`;

/** A reading passage: started when its progress row is made (the learner opened it), finished when its practice was checked. */
export const passageActivity: ActivitySource = () => sql`
  select passage_id as item_id, user_id, created_at as started_at, completed_at as finished_at from passage_progress`;

/**
 * A lesson: started with any of its passages; finished once every published passage of it is done
 * (at the last of them), and only while it has one.
 */
export const lessonActivity: ActivitySource = () => sql`
  select p.lesson_id as item_id, pp.user_id, min(pp.created_at) as started_at,
    case when count(pp.completed_at) filter (where p.is_published) > 0
      and count(pp.completed_at) filter (where p.is_published) = (select count(*) from course_passages p2 where p2.lesson_id = p.lesson_id and p2.is_published)
      then max(pp.completed_at) filter (where p.is_published) end as finished_at
  from passage_progress pp join course_passages p on p.id = pp.passage_id
  group by p.lesson_id, pp.user_id`;

/** A video: started at the first play, finished once 90% of its seconds were played. */
export const videoActivity: ActivitySource = () => sql`
  select video_id as item_id, user_id, created_at as started_at, completed_at as finished_at from video_progress`;

/** A writing or a speaking prompt: started with the learner's first answer (a draft), finished at its first submission. */
export const promptActivity = (kind: 'writing' | 'speaking'): ActivitySource => () => sql`
  select ${sql.raw(kind === 'writing' ? 'writing_prompt_id' : 'speaking_prompt_id')} as item_id, user_id,
    min(created_at) as started_at, min(submitted_at) as finished_at
  from practice_submissions where kind = ${kind} and ${sql.raw(kind === 'writing' ? 'writing_prompt_id' : 'speaking_prompt_id')} is not null
  group by 1, 2`;

/**
 * A word list: started at the first study session or answer on it; finished once every word it
 * holds now has been answered at least once (at the first answer of the last of them).
 */
export const wordListActivity: ActivitySource = () => sql`
  select u.item_id, u.user_id, min(u.at) as started_at,
    (select case when count(*) > 0 and count(*) = (select count(*) from words w2 where w2.word_list_id = u.item_id) then max(f.first_answer) end
      from (select r.word_id, min(r.review) as first_answer from flashcard_reviews r join words w on w.id = r.word_id and w.word_list_id = r.word_list_id
            where r.word_list_id = u.item_id and r.user_id = u.user_id group by r.word_id) f) as finished_at
  from (select word_list_id as item_id, user_id, started_at as at from flashcard_sessions
        union all select word_list_id, user_id, review from flashcard_reviews) u
  group by u.item_id, u.user_id`;
