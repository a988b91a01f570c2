import { z } from 'zod';
import {
  AdminResetPasswordBodySchema, DeletedResponseSchema, EditMyProfileBodySchema, IdParamsSchema, IdsBodySchema, MenuItemSchema,
  MessageResponseSchema, PageQuerySchema, ProblemSchema, UserEditBodySchema, UserProfileSchema,
} from '@lexam/contracts';
import { getMenuItems, getUserProfile, notFound, userService } from '@lexam/core';
import { assertPermission, principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema };
const tags = ['admin'];
const security = [{ bearer: [] }];

/** The named User and Auth calls of API.md, beside the generic User resource. */
export default async function adminUserRoutes(app: App) {
  const db = () => app.database.db;

  app.get('/User/getOne/:id', { config: { signedIn: true }, schema: { tags, security, summary: 'One user; any admin may read itself, others need user.read', params: IdParamsSchema, response: { 200: UserProfileSchema, ...problems } } }, async (request) => {
    const principal = principalOf(request);
    if (principal.id !== request.params.id) assertPermission(principal, 'user.read');
    const profile = await getUserProfile({ db: db(), userId: request.params.id });
    if (!profile) throw notFound(`There is no user ${request.params.id}.`);
    return profile;
  });

  for (const [url, kind] of [['/User/getAllAdmin', 'admin'], ['/User/getAllUser', 'site']] as const) {
    app.get(url, { config: { permission: 'user.read' }, schema: { tags, security, summary: `Lists ${kind === 'admin' ? 'admins' : 'site users'}`, querystring: PageQuerySchema, response: { 200: z.array(UserProfileSchema), ...problems } } }, async (request, reply) => {
      const { rows, totalCount } = await userService.list(db(), { ...request.query, kind });
      setPagination(reply, { ...request.query, totalCount });
      return rows;
    });
  }

  for (const [url, kind] of [['/User/editAdmin', 'admin'], ['/User/editUser', 'site']] as const) {
    app.put(url, { config: { permission: 'user.update' }, schema: { tags, security, summary: `Edits ${kind === 'admin' ? 'an admin' : 'a site user'}`, body: UserEditBodySchema, response: { 200: UserProfileSchema, ...problems } } }, async (request) => {
      const { id, ...changes } = request.body;
      const existing = await getUserProfile({ db: db(), userId: id });
      if (!existing || existing.kind !== kind) throw notFound(`There is no ${kind === 'admin' ? 'admin' : 'site user'} ${id}.`);
      return (await userService.update(db(), id, changes))!;
    });
  }

  for (const [url, kind] of [['/Auth/resetPassword', 'site'], ['/Auth/resetPasswordAdmin', 'admin']] as const) {
    app.put(url, { config: { permission: 'user.update' }, schema: { tags, security, summary: `Sets a new password for ${kind === 'admin' ? 'an admin' : 'a site user'} and ends their sessions`, body: AdminResetPasswordBodySchema, response: { 200: MessageResponseSchema, ...problems } } }, async (request) => {
      if (!(await userService.setPassword(db(), { ...request.body, kind }))) throw notFound(`There is no ${kind === 'admin' ? 'admin' : 'site user'} ${request.body.id}.`);
      return { message: 'The password is changed.' };
    });
  }

  for (const [url, kind] of [['/Auth/deleteUserSite/:id', 'site'], ['/Auth/deleteUserAdmin/:id', 'admin']] as const) {
    app.delete(url, { config: { permission: 'user.delete' }, schema: { tags, security, summary: `Deletes ${kind === 'admin' ? 'an admin' : 'a site user'}`, params: IdParamsSchema, response: { 200: DeletedResponseSchema, ...problems } } }, async (request) => {
      const existing = await userService.get(db(), request.params.id);
      const deleted = existing?.kind === kind ? await userService.remove(db(), [request.params.id], { actorId: principalOf(request).id }) : 0;
      if (deleted === 0) throw notFound(`There is no ${kind === 'admin' ? 'admin' : 'site user'} ${request.params.id}.`);
      return { deleted };
    });
  }

  app.delete('/Auth/deleteMultipleUsers', { config: { permission: 'user.delete' }, schema: { tags, security, summary: 'Deletes several users', body: IdsBodySchema, response: { 200: DeletedResponseSchema, ...problems } } }, async (request) => ({
    deleted: await userService.remove(db(), request.body.ids, { actorId: principalOf(request).id }),
  }));

  app.put('/Auth/editMyProfile', { config: { signedIn: true }, schema: { tags, security, summary: "Edits the signed-in admin's own profile", body: EditMyProfileBodySchema, response: { 200: UserProfileSchema, ...problems } } }, async (request) =>
    (await userService.editProfile(db(), principalOf(request).id, request.body))!,
  );

  app.get('/Auth/getMenuItems', { config: { signedIn: true }, schema: { tags, security, summary: "The signed-in admin's navigation, filtered by permissions and roles", response: { 200: z.array(MenuItemSchema), ...problems } } }, async (request) =>
    getMenuItems({ db: db(), principal: principalOf(request) }),
  );
}
