import type { PracticeItem, ToeicPracticeItem } from '@lexam/contracts';
import type { Database } from '@lexam/db';
import { badRequest, notFound } from '../../errors';
import { practiceItemProblems } from '../reading/reading-services';
import { toeicCourseService } from './toeic-course-services';

/**
 * `PUT ToeicCourse/{id}/practice/{index}` (ours): one practice question of a lesson replaced, checked
 * by the exam engine's registry as the whole lesson's save checks it (its problems named as fields of
 * the body: `body.content.options`), the other questions and the learners' verdicts kept.
 */
export async function updateToeicPracticeItem({ db }: { db: Database }, { lessonId, index, item }: { lessonId: number; index: number; item: ToeicPracticeItem }): Promise<ToeicPracticeItem> {
  const lesson = await toeicCourseService.get(db, lessonId);
  if (!lesson) throw notFound(`There is no ToeicCourse ${lessonId}.`);
  const practice = Array.isArray(lesson.practice) ? [...(lesson.practice as PracticeItem[])] : [];
  if (index >= practice.length) throw notFound(`ToeicCourse ${lessonId} has ${practice.length} practice questions: there is no question ${index + 1}.`);
  const problems = practiceItemProblems(item, 'body');
  if (problems.length > 0) throw badRequest(`Practice question ${index + 1} is not valid.`, problems);
  practice[index] = item;
  await toeicCourseService.update(db, lessonId, { practice });
  return item;
}
