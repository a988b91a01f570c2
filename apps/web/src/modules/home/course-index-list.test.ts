import { CourseIndexSchema, SKILLS } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COURSE_SKILLS, parseCourseIndexList } from './course-index-list';

const CourseIndexListSchema = z.array(CourseIndexSchema);
const course = { id: 1, code: 'ielts-reading', skill: 'reading', name: 'IELTS Reading', description: 'Passages and questions.', sortOrder: 1 };

const samples: unknown[] = [
  [],
  [course],
  [course, { ...course, id: 2, skill: 'toeic', extra: 'dropped' }],
  [{ ...course, id: 1.5 }],
  [{ ...course, id: '1' }],
  [{ ...course, skill: 'cooking' }],
  [{ ...course, name: null }],
  [{ ...course, description: undefined }],
  [{ ...course, sortOrder: Number.NaN }],
  [course, null],
  [[course]],
  { data: [course] },
  null,
  'courses',
];

describe('parseCourseIndexList', () => {
  it('lists the same skills as the contracts', () => {
    expect([...COURSE_SKILLS]).toEqual([...SKILLS]);
  });

  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))('answers as the contract does for %s', (_label, sample) => {
    const parsed = CourseIndexListSchema.safeParse(sample);
    expect(parseCourseIndexList(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});
