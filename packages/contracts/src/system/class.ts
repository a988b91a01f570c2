import { z } from 'zod';
import { rowIdSchema } from '../common/row-id';
import { PageQuerySchema } from '../common/pagination';
import { CLASS_ROLE_NAMES } from '../identity/permissions';
import { defineContentType } from '../content/define-content-type';
import { longText, number, text } from '../content/fields';

/** Classes (API.md's `Class`): a name and a description; members are added by named calls. */
export const classType = defineContentType({
  entity: 'Class',
  permission: 'class',
  fields: {
    name: text({ max: 120, required: 'Give the class a name.', search: true, sort: true }),
    description: longText({ max: 1000 }),
    /** How many people are in the class (each once, whatever their subjects). */
    memberCount: number({ computed: true }),
  },
  defaultSort: 'id',
  without: ['statistics'],
  report: ['id', 'name', 'description', 'memberCount', 'createdAt'],
});

export const ClassSchema = classType.row;
export const ClassCreateSchema = classType.create;
export const ClassUpdateSchema = classType.update as z.ZodObject<{ name: z.ZodOptional<z.ZodString>; description: z.ZodOptional<z.ZodString> }>;
/** PUT Class/editClass carries the id in the body. */
export const ClassEditBodySchema = ClassUpdateSchema.extend({ id: rowIdSchema });

const ids = z.array(rowIdSchema).max(1000);

/**
 * One class-assignment block of the addStudent screen (SPEC.md 3): these users join the class for
 * each of these subjects (courses; none means the class as a whole), with this role.
 */
export const ClassAssignmentBlockSchema = z.strictObject({
  userIds: ids.min(1, 'Choose at least one user.'),
  subjectIds: ids.default([]),
  roleId: rowIdSchema.nullable().default(null),
});

/** PUT Class/addUserToClass */
export const AddUserToClassBodySchema = z.strictObject({
  classId: rowIdSchema,
  blocks: z.array(ClassAssignmentBlockSchema).min(1, 'Add at least one block.').max(50),
});

export const ClassMemberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subject: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  addedAt: z.string(),
});

/** The students of a class: the userClass screen pages them 1/100 by default. */
/** A role a class member may hold (Class/getClassRoles): learner or teacher. */
export const ClassRoleSchema = z.object({ id: z.number().int(), name: z.enum(CLASS_ROLE_NAMES) });
export type ClassRole = z.infer<typeof ClassRoleSchema>;

export const ClassMembersQuerySchema = PageQuerySchema.extend({ pageSize: z.coerce.number().int().min(1).max(500).default(100) });

export type ClassRow = z.infer<typeof ClassSchema>;
export type ClassCreate = z.infer<typeof ClassCreateSchema>;
export type ClassUpdate = z.infer<typeof ClassUpdateSchema>;
export type AddUserToClassBody = z.infer<typeof AddUserToClassBodySchema>;
export type ClassMember = z.infer<typeof ClassMemberSchema>;
export type ClassMembersQuery = z.infer<typeof ClassMembersQuerySchema>;
