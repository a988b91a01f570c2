import { skillOfToeicPart, toeicCourseType, type PracticeItem } from '@lexam/contracts';
import { tables } from '@lexam/db';
import { badRequest } from '../../errors';
import { createContentService } from '../content-service';
import { checkPracticeItems } from '../reading/reading-services';

/**
 * A TOEIC course lesson: its part belongs to its skill (listening 1–4, reading 5–7) and its practice
 * questions are valid questions of the exam engine's TOEIC types.
 */
export const toeicCourseService = createContentService({
  type: toeicCourseType,
  table: tables.toeicCourseLessons,
  beforeWrite: ({ values, existing }) => {
    const skill = values.skill ?? existing?.skill;
    const part = values.part ?? existing?.part;
    if (typeof part === 'number' && skill !== skillOfToeicPart(part)) {
      throw badRequest(`Part ${part} is a ${skillOfToeicPart(part)} part: listening has parts 1–4, reading parts 5–7.`, [{ field: 'body.part', message: `Part ${part} is not a ${String(skill)} part.` }]);
    }
    if (Array.isArray(values.practice)) checkPracticeItems(values.practice as PracticeItem[]);
    return values;
  },
});

export const toeicCourseContentServices = [toeicCourseService];
