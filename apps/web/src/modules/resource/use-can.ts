'use client';

import type { PermissionName } from '@lexam/contracts';
import { useAuth } from '@web/lib/auth/auth-provider';

/**
 * `const can = useCan(); can('role.create')`: whether the signed-in admin holds a permission, to
 * hide what it cannot do (the server refuses it anyway). The session holds the admin's permissions.
 */
export function useCan(): (permission: PermissionName) => boolean {
  return useAuth().can;
}
