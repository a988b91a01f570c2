'use client';

import type { PermissionName } from '@lexam/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { adminClient, ADMIN_TOKEN_KEY, localStorageToken } from '@web/lib/api';
import { userIdOf } from '@web/lib/auth';

/** The signed-in admin's permissions, once known; null while loading or when nobody is signed in. */
type Snapshot = ReadonlySet<string> | null;

// One lookup per page load (and per token): every screen asking shares it.
let cachedToken: string | null = null;
let snapshot: Snapshot = null;
const listeners = new Set<() => void>();

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function load() {
  const token = localStorageToken(ADMIN_TOKEN_KEY);
  if (token === cachedToken) return;
  cachedToken = token;
  publish(null);
  const id = token ? userIdOf(token) : undefined;
  if (!id) return;
  void adminClient.get<{ permissions?: unknown }>(`User/getOne/${id}`).then((result) => {
    if (cachedToken !== token) return; // another admin signed in meanwhile
    const permissions = result.ok && Array.isArray(result.data?.permissions) ? result.data.permissions.filter((name): name is string => typeof name === 'string') : [];
    publish(new Set(permissions));
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
const getServerSnapshot = (): Snapshot => null;

/**
 * `const can = useCan(); can('role.create')`: whether the signed-in admin holds a permission, to
 * hide what it cannot do (the server refuses it anyway). False until the permissions are known.
 */
export function useCan(): (permission: PermissionName) => boolean {
  const permissions = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useCallback((permission: PermissionName) => permissions?.has(permission) ?? false, [permissions]);
}
