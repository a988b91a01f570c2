import { z } from 'zod';
import { PageQuerySchema } from '../common/pagination';

export const SKILLS = ['reading', 'listening', 'speaking', 'writing', 'grammar', 'vocabulary', 'toeic'] as const;
export const SkillSchema = z.enum(SKILLS);

/** The interface languages (the web app's codes); English is a course's own name and description. */
export const CONTENT_LANGUAGES = ['en', 'fr', 'vn', 'cn', 'ar'] as const;
export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES);
/** The languages a course's name and description are translated into. */
export const TRANSLATED_LANGUAGES = ['fr', 'vn', 'cn', 'ar'] as const;

/** A course's name and description in one language; an empty text falls back to English. */
export const CourseTranslationSchema = z.strictObject({
  name: z.string().trim().max(200, 'A name has at most 200 characters.').default(''),
  description: z.string().trim().max(2000, 'A description has at most 2000 characters.').default(''),
});
export const CourseTranslationsSchema = z.strictObject({
  fr: CourseTranslationSchema.optional(),
  vn: CourseTranslationSchema.optional(),
  cn: CourseTranslationSchema.optional(),
  ar: CourseTranslationSchema.optional(),
});

/** A course of the catalogue, as a learner sees it: its name and description in the learner's language. */
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
  /** The language of the names and descriptions; else the request's Accept-Language; else English. */
  lang: ContentLanguageSchema.optional(),
});

export type Skill = z.infer<typeof SkillSchema>;
export type ContentLanguage = z.infer<typeof ContentLanguageSchema>;
export type CourseTranslations = z.infer<typeof CourseTranslationsSchema>;
export type CourseIndex = z.infer<typeof CourseIndexSchema>;
export type CourseIndexQuery = z.infer<typeof CourseIndexQuerySchema>;
