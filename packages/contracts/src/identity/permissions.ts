/**
 * The permission catalogue: every admin route declares one `<resource>.<action>` of it, roles hold
 * them, and the dashboard hides what a role lacks. Resources follow API.md's admin entities.
 */
export const RESOURCES = [
  'user', 'role', 'permission', 'menu', 'class', 'file', 'statistics', 'report',
  'lession', 'toeic-course', 'writing', 'speaking', 'listening', 'passage', 'introduction',
  'word-list', 'course', 'new-words', 'grammar', 'grammar-grade', 'grammar-exercise', 'video',
  'grammar-online-test', 'ielts-online-test', 'online-toeic-test', 'toeic-test-online', 'online-passage', 'online-part',
  'grading',
] as const;
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

export type Resource = (typeof RESOURCES)[number];
export type Action = (typeof ACTIONS)[number];
export type PermissionName = `${Resource}.${Action}`;

export const ALL_PERMISSIONS: PermissionName[] = RESOURCES.flatMap((resource) => ACTIONS.map((action) => `${resource}.${action}` as PermissionName));

/** Whether a string names a permission of the catalogue. */
export function isPermissionName(value: string): value is PermissionName {
  return (ALL_PERMISSIONS as string[]).includes(value);
}

const SYSTEM_RESOURCES: Resource[] = ['user', 'role', 'permission', 'menu'];
const CONTENT_RESOURCES = RESOURCES.filter((resource) => ![...SYSTEM_RESOURCES, 'class', 'statistics', 'report', 'grading'].includes(resource));
const every = (resources: readonly Resource[]) => resources.flatMap((resource) => ACTIONS.map((action) => `${resource}.${action}` as PermissionName));
const reading = (resources: readonly Resource[]) => resources.map((resource) => `${resource}.read` as PermissionName);

/** The seeded roles and what they may do. */
export const SYSTEM_ROLES: { name: string; description: string; permissions: PermissionName[] }[] = [
  { name: 'super admin', description: 'Everything, including users, roles, permissions and menus.', permissions: ALL_PERMISSIONS },
  {
    name: 'content editor',
    description: 'Writes and orders all learning content and tests, and uploads media.',
    permissions: [...every(CONTENT_RESOURCES), ...every(['file']), 'statistics.read'],
  },
  {
    name: 'teacher',
    description: 'Runs classes: sees content, manages the students of classes and reads their results and statistics.',
    permissions: [...reading(CONTENT_RESOURCES), ...every(['class', 'grading']), 'user.read', 'statistics.read', 'report.read', 'report.create'],
  },
  { name: 'learner', description: 'A learner of the /page area; no dashboard rights.', permissions: [] },
];

/**
 * The roles a class member may hold, learner first (the default): a class has learners and
 * teachers, never super admins or content editors.
 */
export const CLASS_ROLE_NAMES = ['learner', 'teacher'] as const;
export type ClassRoleName = (typeof CLASS_ROLE_NAMES)[number];

/** Whether a role's name is one a class member may hold. */
export function isClassRoleName(name: string): name is ClassRoleName {
  return (CLASS_ROLE_NAMES as readonly string[]).includes(name);
}
