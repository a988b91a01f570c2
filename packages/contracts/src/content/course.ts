import type { z } from 'zod';
import { CourseTranslationsSchema, SKILLS } from '../catalogue/course-index';
import { defineContentType } from './define-content-type';
import { boolean, choice, json, longText, text } from './fields';

/**
 * The course catalogue as the dashboard edits it (API.md's `Course`): its English name and
 * description, their translations, its skill, whether learners see it, and its place in the list.
 */
export const courseType = defineContentType({
  entity: 'Course',
  permission: 'course',
  fields: {
    code: text({ max: 60, search: true, sort: true, pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'A code is lower-case letters and digits joined by hyphens, e.g. ielts-reading.' } }),
    skill: choice(SKILLS, { filter: true }),
    name: text({ max: 200, required: 'Give the course a name.', search: true, sort: true }),
    description: longText({ max: 2000 }),
    isPublished: boolean({ filter: true, default: true }),
    translations: json(CourseTranslationsSchema, { default: {} }),
  },
  ordered: true,
  report: ['id', 'code', 'skill', 'name', 'description', 'isPublished', 'sortOrder'],
});

export const CourseSchema = courseType.row;
export const CourseCreateSchema = courseType.create;
export const CourseUpdateSchema = courseType.update;
export type Course = z.infer<typeof CourseSchema>;
