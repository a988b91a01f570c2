'use client';

import type { ReactElement } from 'react';
import { ResourceFormView, ResourceListView } from '@web/modules/resource';
import { classResource } from './class-resource';
import { courseResource } from './course-resource';
import { menuResource } from './menu-resource';
import { permissionResource } from './permission-resource';
import { roleResource } from './role-resource';
import { userResource } from './user-resource';

/** The system resources by name: route files (server components) pass a name, not a definition. */
export type SystemResourceName = 'user' | 'role' | 'permission' | 'menu' | 'class' | 'course';

const LISTS: Record<SystemResourceName, () => ReactElement> = {
  user: () => <ResourceListView definition={userResource} />,
  role: () => <ResourceListView definition={roleResource} />,
  permission: () => <ResourceListView definition={permissionResource} />,
  menu: () => <ResourceListView definition={menuResource} />,
  class: () => <ResourceListView definition={classResource} />,
  course: () => <ResourceListView definition={courseResource} />,
};

const FORMS: Record<SystemResourceName, (id?: string) => ReactElement> = {
  user: (id) => <ResourceFormView definition={userResource} id={id} />,
  role: (id) => <ResourceFormView definition={roleResource} id={id} />,
  permission: (id) => <ResourceFormView definition={permissionResource} id={id} />,
  menu: (id) => <ResourceFormView definition={menuResource} id={id} />,
  class: (id) => <ResourceFormView definition={classResource} id={id} />,
  course: (id) => <ResourceFormView definition={courseResource} id={id} />,
};

/** The list screen of a system resource. */
export function SystemListScreen({ resource }: { resource: SystemResourceName }) {
  return LISTS[resource]();
}

/** The new (no id) or edit form of a system resource. */
export function SystemFormScreen({ resource, id }: { resource: SystemResourceName; id?: string }) {
  return FORMS[resource](id);
}
