import type { z } from 'zod';
import { defineContentType } from '../content/define-content-type';
import { longText, number, text } from '../content/fields';

/** Permissions (API.md's `Permission`), named `<resource>.<action>` in lower case with dashes. */
export const permissionType = defineContentType({
  entity: 'Permission',
  permission: 'permission',
  fields: {
    name: text({ max: 80, search: true, sort: true, pattern: { regex: /^[a-z][a-z-]*\.[a-z][a-z-]*$/, message: 'Name a permission <resource>.<action>, e.g. report.create.' } }),
    description: longText({ max: 500 }),
    /** How many roles hold it. */
    roleCount: number({ computed: true }),
  },
  defaultSort: 'name',
  without: ['statistics'],
  report: ['id', 'name', 'description', 'roleCount'],
});

export const PermissionSchema = permissionType.row;
export const PermissionCreateSchema = permissionType.create;
/** Only the fields sent change. */
export const PermissionUpdateSchema = permissionType.update;

export type Permission = z.infer<typeof PermissionSchema>;
