import type { NavIconName } from '@web/lib/routes';

/** Every icon name the nav draws (kept beside NAV_ICONS, without React, for plain-data code). */
export const NAV_ICON_NAMES = [
  'dashboard', 'folder', 'home', 'reading', 'listening', 'speaking', 'writing', 'grammar', 'toeic', 'ielts',
  'test', 'flashcard', 'video', 'user', 'class', 'role', 'permission', 'menu', 'upload', 'grading',
] as const satisfies readonly NavIconName[];
