import type { PermissionName } from '@lexam/contracts';

/**
 * Icons are named here and drawn by the layouts (layouts/nav-icons.tsx), so the route table stays
 * plain data that tests, guards and the server can import without React.
 */
export type NavIconName =
  | 'dashboard'
  | 'folder'
  | 'home'
  | 'reading'
  | 'listening'
  | 'speaking'
  | 'writing'
  | 'grammar'
  | 'toeic'
  | 'ielts'
  | 'test'
  | 'flashcard'
  | 'video'
  | 'user'
  | 'class'
  | 'role'
  | 'permission'
  | 'menu'
  | 'upload'
  | 'grading';

export interface NavItem {
  /** An i18n key of the `common` namespace. */
  title: string;
  /** The screen; for a group, the path prefix its children share (used to mark it active). */
  path: string;
  icon?: NavIconName;
  /** The permission a signed-in admin needs to see the item (ARCHITECTURE.md: menus filtered by it). */
  permission?: PermissionName;
  children?: NavItem[];
}

export interface NavSection {
  /** An i18n key of the `common` namespace. */
  subheader: string;
  items: NavItem[];
}
