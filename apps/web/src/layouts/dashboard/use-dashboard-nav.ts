'use client';

import type { MenuItem } from '@lexam/contracts';
import { createContext, useContext, useEffect, useState } from 'react';
import { adminClient } from '@web/lib/api';
import { useAuth } from '@web/lib/auth/auth-provider';
import type { NavSection } from '@web/lib/routes';
import { menuToNavSections } from './menu-nav';

/** The signed-in admin's navigation, from the menus its roles and permissions show (Auth/getMenuItems). */
export function useDashboardNav(): NavSection[] {
  const { admin } = useAuth();
  const [loaded, setLoaded] = useState<{ key: string; sections: NavSection[] }>({ key: '', sections: [] });
  // Reload when the admin changes or its roles do (an admin editing its own role sees the result).
  const key = admin ? `${admin.id}:${admin.permissions.join(',')}` : '';
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    void adminClient.get<MenuItem[]>('/Auth/getMenuItems').then((result) => {
      if (!cancelled && result.ok) setLoaded({ key, sections: menuToNavSections(result.data) });
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return loaded.key === key ? loaded.sections : [];
}

/** The dashboard's navigation, for screens inside the dashboard frame (the home's shortcuts). */
export const DashboardNavContext = createContext<NavSection[]>([]);

export function useDashboardSections(): NavSection[] {
  return useContext(DashboardNavContext);
}
