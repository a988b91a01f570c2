import { CourseCreateSchema, CourseSchema, CourseUpdateSchema } from '@lexam/contracts';
import { courseService } from '@lexam/core';
import { registerResource } from '../../plugins/resource';
import type { App } from '../../types';

/** The course catalogue (API.md's `Course` entity): names and descriptions in every interface language. */
export default async function courseResource(app: App) {
  registerResource(app, {
    entity: 'Course',
    permission: 'course',
    row: CourseSchema,
    create: CourseCreateSchema,
    update: CourseUpdateSchema,
    service: courseService,
    report: [
      { key: 'id', title: 'Id' },
      { key: 'code', title: 'Code' },
      { key: 'skill', title: 'Skill' },
      { key: 'name', title: 'Name' },
      { key: 'description', title: 'Description' },
      { key: 'isPublished', title: 'Published' },
      { key: 'sortOrder', title: 'Order' },
    ],
  });
}
