import { z } from 'zod';
import {
  AddUserToClassBodySchema, ClassRoleSchema, ClassEditBodySchema, ClassMemberSchema, ClassMembersQuerySchema, ClassSchema,
  DeletedResponseSchema, IdParamsSchema, ProblemSchema,
  rowIdParamSchema,
} from '@lexam/contracts';
import { classService, notFound } from '@lexam/core';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
const tags = ['admin'];
const security = [{ bearer: [] }];

/** The Class content type's named calls (editClass, addUserToClass) and its members (the userClass screen); its generic verbs come from its declaration. */
export default async function classRoutes(app: App) {
  const db = () => app.database.db;
  app.put('/Class/editClass', { config: { permission: 'class.update' }, schema: { tags, security, summary: 'Edits a class', body: ClassEditBodySchema, response: { 200: ClassSchema, ...problems } } }, async (request) => {
    const { id, ...changes } = request.body;
    const updated = await classService.update(db(), id, changes);
    if (!updated) throw notFound(`There is no class ${id}.`);
    return updated;
  });

  app.put('/Class/addUserToClass', { config: { permission: 'class.update' }, schema: { tags, security, summary: 'Adds users to a class by blocks of users, subjects and a role', body: AddUserToClassBodySchema, response: { 200: z.object({ added: z.number().int() }), ...problems } } }, async (request) =>
    classService.addMembers(db(), request.body),
  );

  app.get('/Class/getClassRoles', { config: { permission: 'class.read' }, schema: { tags, security, summary: 'The roles a class member may hold (learner first, the default): the choices of the addStudent screen', response: { 200: z.array(ClassRoleSchema), ...problems } } }, async () =>
    classService.classRoles(db()));

  app.get('/Class/:id/members', { config: { permission: 'class.read' }, schema: { tags, security, summary: 'The members of a class', params: IdParamsSchema, querystring: ClassMembersQuerySchema, response: { 200: z.array(ClassMemberSchema), ...problems } } }, async (request, reply) => {
    const { rows, totalCount } = await classService.listMembers(db(), request.params.id, request.query);
    setPagination(reply, { pageIndex: request.query.pageIndex, pageSize: request.query.pageSize, totalCount });
    return rows;
  });

  app.delete('/Class/:id/members/:memberId', { config: { permission: 'class.update' }, schema: { tags, security, operationId: 'admin_Class_removeMember', summary: 'Removes one membership from a class', params: IdParamsSchema.extend({ memberId: rowIdParamSchema }), response: { 200: DeletedResponseSchema, ...problems } } }, async (request) => {
    const deleted = await classService.removeMember(db(), request.params.id, request.params.memberId);
    if (deleted === 0) throw notFound('This membership does not exist.');
    return { deleted };
  });
}
