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

/** A course as the dashboard edits it (API.md's `Course` entity): its English text and its translations. */
export const CourseSchema = CourseIndexSchema.extend({
  isPublished: z.boolean(),
  translations: CourseTranslationsSchema,
  createdAt: z.string(),
});

const courseFields = {
  code: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A code is lower-case letters and digits joined by hyphens, e.g. ielts-reading.').max(60),
  skill: SkillSchema,
  name: z.string().trim().min(1, 'Give the course a name.').max(200),
  description: z.string().trim().max(2000),
  isPublished: z.boolean(),
  translations: CourseTranslationsSchema,
};

export const CourseCreateSchema = z.strictObject({
  code: courseFields.code,
  skill: courseFields.skill,
  name: courseFields.name,
  description: courseFields.description.default(''),
  isPublished: courseFields.isPublished.default(true),
  translations: courseFields.translations.default({}),
});
/** Only the fields sent change. */
export const CourseUpdateSchema = z.strictObject({
  code: courseFields.code.optional(),
  skill: courseFields.skill.optional(),
  name: courseFields.name.optional(),
  description: courseFields.description.optional(),
  isPublished: courseFields.isPublished.optional(),
  translations: courseFields.translations.optional(),
});

export type Skill = z.infer<typeof SkillSchema>;
export type ContentLanguage = z.infer<typeof ContentLanguageSchema>;
export type CourseTranslations = z.infer<typeof CourseTranslationsSchema>;
export type CourseIndex = z.infer<typeof CourseIndexSchema>;
export type CourseIndexQuery = z.infer<typeof CourseIndexQuerySchema>;
export type Course = z.infer<typeof CourseSchema>;
export type CourseCreate = z.infer<typeof CourseCreateSchema>;
export type CourseUpdate = z.infer<typeof CourseUpdateSchema>;
