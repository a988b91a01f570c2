import type { PermissionName } from '@lexam/contracts';
import { paths, type NavIconName } from '@web/lib/routes';

export interface Shortcut {
  /** Key under `home.shortcuts` in the session namespace. */
  key: string;
  href: string;
  icon: NavIconName;
  permission: PermissionName;
}

/** The main tasks of the dashboard, most frequent first; each shown only to whom may do it. */
const SHORTCUTS: Shortcut[] = [
  { key: 'newIeltsTest', href: paths.dashboard.onlineTest.ielts('reading').new, icon: 'ielts', permission: 'ielts-online-test.create' },
  { key: 'ieltsTests', href: paths.dashboard.onlineTest.ielts('reading').list, icon: 'test', permission: 'ielts-online-test.read' },
  { key: 'toeicTests', href: paths.dashboard.onlineTest.toeic('reading', 'ets2023').test.list, icon: 'toeic', permission: 'online-toeic-test.read' },
  { key: 'grammarTests', href: paths.dashboard.onlineTest.grammar.test, icon: 'grammar', permission: 'grammar-online-test.read' },
  { key: 'classes', href: paths.dashboard.system.class.list, icon: 'class', permission: 'class.read' },
  { key: 'users', href: paths.dashboard.system.user.list, icon: 'user', permission: 'user.read' },
  { key: 'testFormat', href: paths.dashboard.onlineTest.testFormatHelp, icon: 'folder', permission: 'ielts-online-test.create' },
];

export function shortcutsFor(can: (permission: PermissionName) => boolean): Shortcut[] {
  return SHORTCUTS.filter((shortcut) => can(shortcut.permission));
}

/** Where each kind's drafts are listed. */
export const DRAFT_LISTS = {
  ielts: paths.dashboard.onlineTest.ielts('reading').list,
  toeic: paths.dashboard.onlineTest.toeic('reading', 'ets2023').test.list,
  grammar: paths.dashboard.onlineTest.grammar.test,
} as const;
