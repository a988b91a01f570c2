import { ACTIONS, RESOURCES, type Action, type Resource } from '@lexam/contracts';

/** How many of a group of permissions are chosen: a checkbox's checked / indeterminate state. */
export type GroupState = 'all' | 'some' | 'none';

export const permissionOf = (resource: Resource, action: Action) => `${resource}.${action}`;
export const rowPermissions = (resource: Resource) => ACTIONS.map((action) => permissionOf(resource, action));
export const columnPermissions = (action: Action) => RESOURCES.map((resource) => permissionOf(resource, action));
export const allPermissions = () => RESOURCES.flatMap(rowPermissions);

export function groupState(selected: readonly string[], group: readonly string[]): GroupState {
  const chosen = new Set(selected);
  const count = group.filter((name) => chosen.has(name)).length;
  return count === 0 ? 'none' : count === group.length ? 'all' : 'some';
}

/**
 * Toggles a group (a resource's row, an action's column, or everything): a group wholly chosen is
 * cleared, otherwise it is completed. Permissions outside the group are kept. Sorted like the
 * server sorts them, so an unchanged choice compares equal.
 */
export function toggleGroup(selected: readonly string[], group: readonly string[]): string[] {
  const next = new Set(selected);
  if (groupState(selected, group) === 'all') for (const name of group) next.delete(name);
  else for (const name of group) next.add(name);
  return [...next].sort();
}

/** Toggles one permission. */
export function togglePermission(selected: readonly string[], name: string): string[] {
  return toggleGroup(selected, [name]);
}
