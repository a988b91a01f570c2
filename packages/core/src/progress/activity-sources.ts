import type { ActivityKind } from '@lexam/contracts';
import { and, isNotNull, sql, tables, type AnyPgColumn, type SQL } from '@lexam/db';

const {
  examAttempts, examTests, passageProgress, coursePassages, flashcardSessions, flashcardReviews, flashcardMatches, wordLists,
  practiceSubmissions, writingPrompts, speakingPrompts, videoProgress, videos, listeningProgress, listeningRecordings, listeningSegments,
  grammarExerciseProgress, grammarExercises, grammarUnits,
  toeicCourseProgress, toeicCourseLessons,
} = tables;

/** What narrows every source: the learners (a condition on the source's user column) and the time it was done. */
export interface SourceFilter {
  learners: (userColumn: AnyPgColumn) => SQL | undefined;
  /** Done at or after. */
  from?: Date;
  /** Done before. */
  before?: Date;
}

/**
 * A kind of activity: its skills (a skill filter skips a source without it) and the select of its
 * rows in the common columns, in this order: key, activity, ref_id, user_id, title, skill,
 * exam_kind, mode, raw_score, max_score, band, scaled_score, items, duration_seconds, status,
 * started_at, at. A new kind of activity (a course) is one more entry here.
 */
export interface ActivitySource {
  kind: ActivityKind;
  skills: readonly string[];
  select: (filter: SourceFilter & { skill?: string }) => SQL;
}

function timeBounds(at: SQL | AnyPgColumn, { from, before }: SourceFilter): SQL[] {
  const bounds: SQL[] = [];
  if (from) bounds.push(sql`${at} >= ${from.toISOString()}::timestamptz`);
  if (before) bounds.push(sql`${at} < ${before.toISOString()}::timestamptz`);
  return bounds;
}

const where = (...conditions: Array<SQL | undefined>) => {
  const condition = and(...conditions);
  return condition ? sql`where ${condition}` : sql``;
};

export const ACTIVITY_SOURCES: readonly ActivitySource[] = [
  {
    kind: 'test',
    skills: ['reading', 'listening', 'grammar'],
    select: (filter) => sql`select 'test:' || ${examAttempts.id} as key, 'test' as activity, ${examAttempts.id} as ref_id, ${examAttempts.userId} as user_id,
        ${examTests.name} as title, ${examTests.skill}::text as skill, ${examTests.kind}::text as exam_kind, ${examAttempts.mode}::text as mode,
        ${examAttempts.rawScore}::float8 as raw_score, ${examAttempts.maxScore}::float8 as max_score, ${examAttempts.band}::float8 as band,
        ${examAttempts.scaledScore}::int as scaled_score, null::int as items,
        extract(epoch from ${examAttempts.submittedAt} - ${examAttempts.startedAt})::int as duration_seconds, null::text as status,
        ${examAttempts.startedAt} as started_at, ${examAttempts.submittedAt} as at
      from ${examAttempts} join ${examTests} on ${examTests.id} = ${examAttempts.testId}
      ${where(isNotNull(examAttempts.submittedAt), filter.learners(examAttempts.userId), ...timeBounds(examAttempts.submittedAt, filter),
        filter.skill ? sql`${examTests.skill}::text = ${filter.skill}` : undefined)}`,
  },
  {
    kind: 'reading',
    skills: ['reading'],
    select: (filter) => {
      const at = sql`coalesce(${passageProgress.completedAt}, ${passageProgress.updatedAt})`;
      return sql`select 'reading:' || ${passageProgress.userId} || ':' || ${passageProgress.passageId} as key, 'reading' as activity,
          ${passageProgress.passageId} as ref_id, ${passageProgress.userId} as user_id, ${coursePassages.title} as title, 'reading' as skill,
          null::text as exam_kind, null::text as mode, ${passageProgress.practiceMarks}::float8 as raw_score,
          ${passageProgress.practiceMaxMarks}::float8 as max_score, null::float8 as band, null::int as scaled_score, null::int as items,
          null::int as duration_seconds, case when ${passageProgress.completedAt} is null then 'started' else 'completed' end as status,
          ${passageProgress.createdAt} as started_at, ${at} as at
        from ${passageProgress} join ${coursePassages} on ${coursePassages.id} = ${passageProgress.passageId}
        ${where(filter.learners(passageProgress.userId), ...timeBounds(at, filter))}`;
    },
  },
  {
    kind: 'listening',
    skills: ['listening'],
    // One row per learner and recording: the segments done, their mean best accuracy (0-100), done
    // once every segment of the recording is.
    select: (filter) => {
      const done = sql`select ${listeningProgress.userId} as user_id, ${listeningProgress.recordingId} as recording_id, count(*)::int as done,
          avg(${listeningProgress.bestAccuracy})::float8 as accuracy, sum(${listeningProgress.attempts})::int as attempts,
          min(${listeningProgress.createdAt}) as started_at, max(${listeningProgress.updatedAt}) as at
        from ${listeningProgress} ${where(filter.learners(listeningProgress.userId))} group by 1, 2`;
      const total = sql`(select count(*) from ${listeningSegments} where ${listeningSegments.recordingId} = progress.recording_id)`;
      return sql`select 'listening:' || progress.user_id || ':' || progress.recording_id as key, 'listening' as activity, progress.recording_id as ref_id,
          progress.user_id as user_id, ${listeningRecordings.title} as title, 'listening' as skill, null::text as exam_kind, 'dictation' as mode,
          round(progress.accuracy)::float8 as raw_score, 100::float8 as max_score, null::float8 as band, null::int as scaled_score,
          progress.done as items, null::int as duration_seconds, case when progress.done >= ${total} then 'completed' else 'started' end as status,
          progress.started_at as started_at, progress.at as at
        from (${done}) progress join ${listeningRecordings} on ${listeningRecordings.id} = progress.recording_id
        ${where(...timeBounds(sql`progress.at`, filter))}`;
    },
  },
  {
    kind: 'grammar',
    skills: ['grammar'],
    // One row per learner and grammar unit: the exercises answered, right on the last check of those
    // answered; done once every exercise of the unit is answered.
    select: (filter) => {
      const done = sql`select ${grammarExerciseProgress.userId} as user_id, ${grammarExerciseProgress.unitId} as unit_id, count(*)::int as answered,
          count(*) filter (where ${grammarExerciseProgress.correct})::int as correct,
          min(${grammarExerciseProgress.createdAt}) as started_at, max(${grammarExerciseProgress.updatedAt}) as at
        from ${grammarExerciseProgress} ${where(filter.learners(grammarExerciseProgress.userId))} group by 1, 2`;
      const total = sql`(select count(*) from ${grammarExercises} where ${grammarExercises.unitId} = progress.unit_id)`;
      return sql`select 'grammar:' || progress.user_id || ':' || progress.unit_id as key, 'grammar' as activity, progress.unit_id as ref_id,
          progress.user_id as user_id, ${grammarUnits.topic} as title, 'grammar' as skill, null::text as exam_kind, 'exercises' as mode,
          progress.correct::float8 as raw_score, progress.answered::float8 as max_score, null::float8 as band, null::int as scaled_score,
          progress.answered as items, null::int as duration_seconds, case when progress.answered >= ${total} then 'completed' else 'started' end as status,
          progress.started_at as started_at, progress.at as at
        from (${done}) progress join ${grammarUnits} on ${grammarUnits.id} = progress.unit_id
        ${where(...timeBounds(sql`progress.at`, filter))}`;
    },
  },
  {
    kind: 'toeic',
    skills: ['reading', 'listening'],
    // The TOEIC course: one row per learner and part's lesson: questions answered, correct of those
    // answered; done once every practice question is answered.
    select: (filter) => {
      const answered = sql`select ${toeicCourseProgress.userId} as user_id, ${toeicCourseProgress.lessonId} as lesson_id, count(*)::int as answered,
          count(*) filter (where ${toeicCourseProgress.isCorrect})::int as correct,
          min(${toeicCourseProgress.firstAnsweredAt}) as started_at, max(${toeicCourseProgress.answeredAt}) as at
        from ${toeicCourseProgress} ${where(filter.learners(toeicCourseProgress.userId))} group by 1, 2`;
      return sql`select 'toeic:' || progress.user_id || ':' || progress.lesson_id as key, 'toeic' as activity, progress.lesson_id as ref_id,
          progress.user_id as user_id, ${toeicCourseLessons.title} as title, ${toeicCourseLessons.skill} as skill, null::text as exam_kind, null::text as mode,
          progress.correct::float8 as raw_score, progress.answered::float8 as max_score, null::float8 as band, null::int as scaled_score,
          progress.answered as items, null::int as duration_seconds,
          case when progress.answered >= jsonb_array_length(${toeicCourseLessons.practice}) then 'completed' else 'started' end as status,
          progress.started_at as started_at, progress.at as at
        from (${answered}) progress join ${toeicCourseLessons} on ${toeicCourseLessons.id} = progress.lesson_id
        ${where(...timeBounds(sql`progress.at`, filter), filter.skill ? sql`${toeicCourseLessons.skill} = ${filter.skill}` : undefined)}`;
    },
  },
  {
    kind: 'flashcards',
    skills: ['vocabulary'],
    select: (filter) => {
      // A study session with at least one answer (answers a reset set aside still count: they were done),
      // and every finished match.
      const session = sql`select ${flashcardReviews.sessionId} as session_id, count(*)::int as answered,
          count(*) filter (where ${flashcardReviews.rating} > 1)::int as recalled, max(${flashcardReviews.review}) as last_review,
          (sum(coalesce(${flashcardReviews.durationMs}, 0)) / 1000)::int as seconds
        from ${flashcardReviews} where ${flashcardReviews.sessionId} is not null group by ${flashcardReviews.sessionId}`;
      const matchAt = flashcardMatches.finishedAt;
      return sql`select 'flashcards:' || ${flashcardSessions.id} as key, 'flashcards' as activity, ${flashcardSessions.id} as ref_id,
          ${flashcardSessions.userId} as user_id, ${wordLists.title} as title, 'vocabulary' as skill, null::text as exam_kind, 'study' as mode,
          answers.recalled::float8 as raw_score, answers.answered::float8 as max_score, null::float8 as band, null::int as scaled_score,
          answers.answered as items, nullif(answers.seconds, 0) as duration_seconds, null::text as status,
          ${flashcardSessions.startedAt} as started_at, answers.last_review as at
        from ${flashcardSessions} join (${session}) answers on answers.session_id = ${flashcardSessions.id}
          join ${wordLists} on ${wordLists.id} = ${flashcardSessions.wordListId}
        ${where(filter.learners(flashcardSessions.userId), ...timeBounds(sql`answers.last_review`, filter))}
        union all
        select 'match:' || ${flashcardMatches.id}, 'flashcards', ${wordLists.id}, ${flashcardMatches.userId}, ${wordLists.title}, 'vocabulary',
          null::text, 'match', null::float8, null::float8, null::float8, null::int, ${flashcardMatches.pairCount},
          (${flashcardMatches.durationMs} / 1000)::int, null::text, ${flashcardMatches.startedAt}, ${matchAt}
        from ${flashcardMatches} join ${wordLists} on ${wordLists.id} = ${flashcardMatches.wordListId}
        ${where(isNotNull(matchAt), filter.learners(flashcardMatches.userId), ...timeBounds(matchAt, filter))}`;
    },
  },
  ...(['writing', 'speaking'] as const).map((kind): ActivitySource => ({
    kind,
    skills: [kind],
    select: (filter) => {
      const [prompts, promptId, title, mode] = kind === 'writing'
        ? [writingPrompts, practiceSubmissions.writingPromptId, writingPrompts.title, writingPrompts.task]
        : [speakingPrompts, practiceSubmissions.speakingPromptId, speakingPrompts.topic, speakingPrompts.part];
      const at = practiceSubmissions.submittedAt;
      return sql`select ${kind} || ':' || ${practiceSubmissions.id} as key, ${kind}::text as activity, ${practiceSubmissions.id} as ref_id,
          ${practiceSubmissions.userId} as user_id, coalesce(${title}, '') as title, ${kind}::text as skill, null::text as exam_kind,
          ${mode}::text as mode, null::float8 as raw_score, null::float8 as max_score,
          case when ${practiceSubmissions.status} = 'released' then ${practiceSubmissions.band}::float8 end as band, null::int as scaled_score,
          ${kind === 'writing' ? sql`${practiceSubmissions.wordCount}` : sql`null::int`} as items,
          extract(epoch from ${at} - ${practiceSubmissions.startedAt})::int as duration_seconds, ${practiceSubmissions.status}::text as status,
          ${practiceSubmissions.startedAt} as started_at, ${at} as at
        from ${practiceSubmissions} left join ${prompts} on ${prompts.id} = ${promptId}
        ${where(sql`${practiceSubmissions.kind} = ${kind}`, isNotNull(at), filter.learners(practiceSubmissions.userId), ...timeBounds(at, filter))}`;
    },
  })),
  {
    kind: 'video',
    skills: ['reading', 'listening', 'speaking', 'writing', 'grammar', 'vocabulary'],
    select: (filter) => sql`select 'video:' || ${videoProgress.userId} || ':' || ${videoProgress.videoId} as key, 'video' as activity,
        ${videoProgress.videoId} as ref_id, ${videoProgress.userId} as user_id, ${videos.title} as title, ${videos.skill}::text as skill,
        null::text as exam_kind, null::text as mode, ${videoProgress.watchedSeconds}::float8 as raw_score,
        coalesce(${videoProgress.durationSeconds}, ${videos.durationSeconds})::float8 as max_score, null::float8 as band, null::int as scaled_score,
        ${videoProgress.watchedSeconds} as items, null::int as duration_seconds,
        case when ${videoProgress.completedAt} is null then 'started' else 'completed' end as status,
        ${videoProgress.createdAt} as started_at, ${videoProgress.updatedAt} as at
      from ${videoProgress} join ${videos} on ${videos.id} = ${videoProgress.videoId}
      ${where(filter.learners(videoProgress.userId), ...timeBounds(videoProgress.updatedAt, filter),
        filter.skill ? sql`${videos.skill}::text = ${filter.skill}` : undefined)}`,
  },
];
