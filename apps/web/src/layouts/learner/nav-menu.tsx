'use client';

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@web/lib/routes';

/** The dropdown of a header entry with children (learner-nav-desktop.tsx loads it on the first click). */
export function NavMenu({ items, anchor, trail, onClose }: { items: readonly NavItem[]; anchor: HTMLElement | null; trail: ReadonlySet<NavItem>; onClose(): void }) {
  const { t } = useTranslation('common');
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5 } } }}>
      {items.map((child) => (
        <MenuItem key={child.path} component={NextLink} href={child.path} prefetch={false} selected={trail.has(child)} onClick={onClose}>
          {t(child.title)}
        </MenuItem>
      ))}
    </Menu>
  );
}
