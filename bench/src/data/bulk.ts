// The bench's data, written straight into the database before the server starts (PGlite can be
// opened by one process at a time): 100,000 site users, 100,000 submitted IELTS results, and the
// learners of the exam scenarios with their attempts (and saved answers for the submit burst).
// Set-based SQL (generate_series, unnest), one password hash for everyone: seconds, not minutes.
import { hashPassword, sql, type Database } from '@lexam/db';

export const BULK_ROWS = 100_000;
export const BENCH_PASSWORD = 'Bench@12345';

/** First and last names the admin searches by; user g gets FIRST[g % 20] LAST[(g / 20) % 20]. */
export const FIRST_NAMES = ['Anna', 'Minh', 'Linh', 'David', 'Sofia', 'Huy', 'Mai', 'James', 'Lan', 'Oliver', 'Thao', 'Emma', 'Nam', 'Chloe', 'Tuan', 'Grace', 'Hoa', 'Lucas', 'Vy', 'Noah'];
export const LAST_NAMES = ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Smith', 'Garcia', 'Vu', 'Dang', 'Bui', 'Do', 'Ho', 'Ngo', 'Duong', 'Ly', 'Brown', 'Martin', 'Rossi', 'Kim', 'Lee'];

/** The groups of scenario learners, each with its own accounts. */
export const GROUPS = { fetch: 200, start: 1_000, save: 1_000, submit: 500, early: 50, spare: 5 } as const;
export type Group = keyof typeof GROUPS;

export interface QuestionRow {
  id: number;
  number: number;
  type: string;
  content: unknown;
}

export interface BulkData {
  /** The demo admin (all permissions), for the admin lists. */
  adminId: number;
  testId: number;
  questions: QuestionRow[];
  /** Learner ids per group, in order. */
  learners: Record<Group, number[]>;
  /** Started attempt ids per group (same order as `learners`); `start` has none. */
  attempts: Record<Group, number[]>;
  seconds: number;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** A response of the question's type that its response schema accepts (not necessarily right). */
export function responseFor(question: Pick<QuestionRow, 'type' | 'number'>, variant = 0): unknown {
  const letter = 'ABCD'[variant % 4]!;
  const part = String(question.number);
  switch (question.type) {
    case 'multiple-choice-one':
    case 'audio-choice':
    case 'error-identification':
      return { choice: letter };
    case 'multiple-choice-many':
      return { choices: [letter] };
    case 'completion':
    case 'labelling':
      return { blanks: { [part]: `answer ${variant}` } };
    case 'true-false-not-given':
      return { answers: { [part]: ['TRUE', 'FALSE', 'NOT GIVEN'][variant % 3]! } };
    case 'yes-no-not-given':
      return { answers: { [part]: ['YES', 'NO', 'NOT GIVEN'][variant % 3]! } };
    default:
      return { answers: { [part]: letter } };
  }
}

/** Writes every bench row; the demo content (the IELTS reading test) must be seeded already. */
export async function insertBenchData(db: Database): Promise<BulkData> {
  const started = performance.now();
  const [test] = await rowsOf<{ id: number; duration: number }>(db, sql`select id, duration_seconds as duration from exam_tests where kind = 'ielts' and skill = 'reading' and is_published order by id limit 1`);
  if (!test) throw new Error('the demo IELTS reading test is missing: was the demo content seeded?');
  const questions = await rowsOf<QuestionRow>(db, sql`
    select q.id, q.number, q.type, q.content from exam_questions q
    join exam_question_groups g on g.id = q.group_id join exam_sections s on s.id = g.section_id
    where s.test_id = ${test.id} order by s.sort_order, s.id, g.sort_order, g.id, q.sort_order, q.id`);
  const [admin] = await rowsOf<{ id: number }>(db, sql`select id from users where kind = 'admin' and lower(username) = 'admin'`);
  if (!admin) throw new Error('the demo admin is missing: was the demo content seeded?');
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const firstNames = `{${FIRST_NAMES.join(',')}}`;
  const lastNames = `{${LAST_NAMES.join(',')}}`;

  await db.transaction(async (tx) => {
    // 100,000 site users: names from the lists above, created over the last ~70 days.
    await tx.execute(sql`
      insert into users (kind, email, password_hash, full_name, phone, email_verified_at, created_at, updated_at)
      select 'site', 'bench-user-' || g || '@bench.lexam', ${passwordHash},
        (${firstNames}::text[])[g % 20 + 1] || ' ' || (${lastNames}::text[])[(g / 20) % 20 + 1] || ' ' || g,
        '09' || lpad(g::text, 8, '0'), now(), now() - make_interval(mins => g), now()
      from generate_series(1, ${BULK_ROWS}) g`);
    // One submitted result per bulk user, on the published IELTS tests in turn.
    await tx.execute(sql`
      with tests as (
        select t.id, row_number() over (order by t.id) - 1 as n,
          (select jsonb_agg(s.id order by s.sort_order, s.id) from exam_sections s where s.test_id = t.id) as section_ids
        from exam_tests t where t.kind = 'ielts' and t.is_published
      ), counted as (select count(*) as total from tests),
      bulk as (
        select u.id as user_id, row_number() over (order by u.id) as g from users u where u.email like 'bench-user-%@bench.lexam'
      )
      insert into exam_attempts (user_id, test_id, mode, section_ids, started_at, deadline_at, submitted_at, raw_score, band, result)
      select b.user_id, t.id, 'full', t.section_ids,
        now() - make_interval(mins => b.g::int * 5 + 60), now() - make_interval(mins => b.g::int * 5),
        now() - make_interval(mins => b.g::int * 5 + 5), (b.g * 7) % 41, 4 + ((b.g * 7) % 41) / 8 * 0.5,
        jsonb_build_object('rawScore', (b.g * 7) % 41, 'maxScore', 40, 'band', 4 + ((b.g * 7) % 41) / 8 * 0.5, 'scaledScore', null, 'questions', '[]'::jsonb)
      from bulk b cross join counted c join tests t on t.n = b.g % c.total`);
    // Newer schemas keep the maximum (and TOEIC scaled score) beside the raw score, as a submit writes them.
    const [hasMaxScore] = await rowsOf<{ found: number }>(tx as unknown as Database, sql`select 1 as found from information_schema.columns where table_name = 'exam_attempts' and column_name = 'max_score'`);
    if (hasMaxScore) await tx.execute(sql`update exam_attempts set max_score = (result->>'maxScore')::integer where result is not null and max_score is null`);
  });

  const learners = {} as Record<Group, number[]>;
  const attempts = {} as Record<Group, number[]>;
  for (const [group, count] of Object.entries(GROUPS) as Array<[Group, number]>) {
    const ids = await rowsOf<{ id: number }>(db, sql`
      insert into users (kind, email, password_hash, full_name, email_verified_at)
      select 'site', 'bench-' || ${group} || '-' || g || '@bench.lexam', ${passwordHash}, 'Bench ' || ${group} || ' ' || g, now()
      from generate_series(1, ${count}) g returning id`);
    learners[group] = ids.map((row) => Number(row.id)).sort((a, b) => a - b);
    if (group === 'start') {
      attempts[group] = [];
      continue;
    }
    // Started full attempts with room for the whole run (the test's time plus two hours).
    const rows = await rowsOf<{ id: number }>(db, sql`
      insert into exam_attempts (user_id, test_id, mode, section_ids, deadline_at)
      select u, ${test.id}, 'full', (select jsonb_agg(s.id order by s.sort_order, s.id) from exam_sections s where s.test_id = ${test.id}),
        now() + make_interval(secs => ${test.duration + 7200})
      from unnest(${`{${learners[group].join(',')}}`}::int[]) with ordinality as l(u, n) order by n returning id`);
    attempts[group] = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  // The submit burst grades real work: every question answered beforehand (by the early finishers
  // too), and not every learner alike (a learner's answers shift with its place in the group), so
  // that nothing learns one answer sheet and grades the other 499 from memory.
  const steps = [...attempts.submit, ...attempts.early].flatMap((attemptId, learner) => questions.map((question, index) => ({ attemptId, questionId: question.id, seq: index, response: responseFor(question, index + learner) })));
  await db.execute(sql`
    insert into exam_attempt_steps (attempt_id, question_id, response, client_seq)
    select s."attemptId", s."questionId", s.response, s.seq
    from jsonb_to_recordset(${JSON.stringify(steps)}::jsonb) as s("attemptId" int, "questionId" int, seq int, response jsonb)`);
  // What autovacuum would have done by now on a live database: statistics, and the visibility map
  // that lets the lists' index-only scans skip the heap.
  await db.execute(sql`vacuum analyze`);
  return { adminId: Number(admin.id), testId: Number(test.id), questions, learners, attempts, seconds: (performance.now() - started) / 1000 };
}
