import type { CourseIndex, Skill } from '@lexam/contracts';

/** How many courses the learner home's catalogue shows (its first page). */
export const CATALOGUE_PAGE_SIZE = 20;

/** The contracts' SKILLS (course-index-list.test.ts keeps the two lists equal). */
export const COURSE_SKILLS: readonly Skill[] = ['reading', 'listening', 'speaking', 'writing', 'grammar', 'vocabulary', 'toeic'];

const INTEGER_FIELDS = ['id', 'sortOrder'] as const;
const STRING_FIELDS = ['code', 'name', 'description'] as const;

function toCourseIndex(value: unknown): CourseIndex | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!INTEGER_FIELDS.every((field) => Number.isInteger(record[field]))) return null;
  if (!STRING_FIELDS.every((field) => typeof record[field] === 'string')) return null;
  if (!COURSE_SKILLS.includes(record.skill as Skill)) return null;
  return { id: record.id, code: record.code, skill: record.skill, name: record.name, description: record.description, sortOrder: record.sortOrder } as CourseIndex;
}

/**
 * The contracts' `z.array(CourseIndexSchema)`, checked by hand (as lib/api/pagination.ts does for
 * its header): zod and the contracts weigh about 30 KB gzipped, and loading and running them on the
 * learner home cost more than the check itself. Unknown fields are dropped, as zod's object does;
 * null when anything is off. course-index-list.test.ts holds both to the same answers.
 */
export function parseCourseIndexList(value: unknown): CourseIndex[] | null {
  if (!Array.isArray(value)) return null;
  const items: CourseIndex[] = [];
  for (const entry of value) {
    const item = toCourseIndex(entry);
    if (!item) return null;
    items.push(item);
  }
  return items;
}
