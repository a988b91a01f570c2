import { z } from 'zod';
import { PageQuerySchema } from '../common/pagination';

export const SKILLS = ['reading', 'listening', 'speaking', 'writing', 'grammar', 'vocabulary', 'toeic'] as const;
export const SkillSchema = z.enum(SKILLS);

/** A course of the catalogue, as a learner sees it. */
export const CourseIndexSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  skill: SkillSchema,
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
});

export const CourseIndexQuerySchema = PageQuerySchema.extend({
  skill: SkillSchema.optional(),
});

export type Skill = z.infer<typeof SkillSchema>;
export type CourseIndex = z.infer<typeof CourseIndexSchema>;
export type CourseIndexQuery = z.infer<typeof CourseIndexQuerySchema>;
