'use client';

import Typography from '@mui/material/Typography';
import type { Menu } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { useResourceListQuery } from '@web/modules/resource';
import { ALL_MENUS_REQUEST, MENU_KEY } from './menu-queries';
import { menuTitle } from './menu-title';

/** A menu row's parent by title (the page of rows may not hold the parent itself). */
export function MenuParentCell({ parentId }: { parentId: number | null }) {
  const { t } = useTranslation('system');
  const { data } = useResourceListQuery({ key: MENU_KEY, request: ALL_MENUS_REQUEST }, { skip: parentId === null });
  if (parentId === null) return <Typography variant="body2" sx={{ color: 'text.disabled' }}>{t('menus.topLevel')}</Typography>;
  const parent = (data?.rows as Menu[] | undefined)?.find((row) => row.id === parentId);
  return <>{parent ? menuTitle(parent.title, t) : `#${parentId}`}</>;
}
