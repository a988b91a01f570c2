import { ACTIONS, ALL_PERMISSIONS, RESOURCES } from '@lexam/contracts';
import { describe, expect, it } from 'vitest';
import { allPermissions, columnPermissions, groupState, rowPermissions, toggleGroup, togglePermission } from './permission-matrix-model';

describe('permission matrix', () => {
  it('covers the catalogue', () => {
    expect(allPermissions().sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(rowPermissions('user')).toEqual(['user.read', 'user.create', 'user.update', 'user.delete']);
    expect(columnPermissions('read')).toHaveLength(RESOURCES.length);
    expect(ACTIONS).toHaveLength(4);
  });

  it('says whether a group is wholly, partly or not chosen', () => {
    expect(groupState([], rowPermissions('role'))).toBe('none');
    expect(groupState(['role.read'], rowPermissions('role'))).toBe('some');
    expect(groupState(rowPermissions('role'), rowPermissions('role'))).toBe('all');
  });

  it('completes a partly chosen row, clears a whole one, and keeps the rest', () => {
    const completed = toggleGroup(['role.read', 'menu.read'], rowPermissions('role'));
    expect(completed).toEqual(['menu.read', 'role.create', 'role.delete', 'role.read', 'role.update']);
    expect(toggleGroup(completed, rowPermissions('role'))).toEqual(['menu.read']);
  });

  it('toggles a column across every resource', () => {
    const reading = toggleGroup([], columnPermissions('read'));
    expect(reading).toHaveLength(RESOURCES.length);
    expect(reading.every((name) => name.endsWith('.read'))).toBe(true);
    expect(toggleGroup(reading, columnPermissions('read'))).toEqual([]);
  });

  it('toggles one permission, sorted like the server', () => {
    expect(togglePermission(['user.read'], 'class.update')).toEqual(['class.update', 'user.read']);
    expect(togglePermission(['class.update', 'user.read'], 'user.read')).toEqual(['class.update']);
  });
});
