import type { PermissionName } from '@lexam/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { menus } from '../schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
interface SeedItem { title: string; path: string; icon: string; permission?: PermissionName; children?: SeedItem[] }

/** The grammar course's authoring screens (ROUTES.md "Grammar"): its units (topics), grammar points, new words and exercises. */
function grammarItems(): SeedItem[] {
  return [
    { title: 'nav.dashboard.topics', path: '/dashboard/grammar/topics', icon: 'rule', permission: 'grammar.read' },
    { title: 'nav.dashboard.grammarPoints', path: '/dashboard/grammar/wordgrammar/grammar', icon: 'rule', permission: 'grammar.read' },
    { title: 'nav.dashboard.newWords', path: '/dashboard/grammar/wordgrammar/newword', icon: 'style', permission: 'new-words.read' },
    { title: 'nav.dashboard.exercises', path: '/dashboard/grammar/exercise', icon: 'spellcheck', permission: 'grammar-exercise.read' },
  ];
}

/**
 * The default dashboard navigation. Titles are keys of the web app's `nav` translations, so the
 * seeded menu speaks all five languages; items admins add later may use plain text.
 */
export const demoMenu: SeedItem[] = [
  { title: 'nav.home', path: '/dashboard/home', icon: 'dashboard' },
  { title: 'nav.files', path: '/dashboard/files-manager', icon: 'folder', permission: 'file.read' },
  {
    title: 'nav.onlineTests', path: '/dashboard/onlinetest', icon: 'quiz',
    children: [
      { title: 'nav.ieltsReading', path: '/dashboard/onlinetest/ielts/reading/cambridge', icon: 'menu_book', permission: 'ielts-online-test.read' },
      { title: 'nav.ieltsListening', path: '/dashboard/onlinetest/ielts/listening/cambridge', icon: 'headphones', permission: 'ielts-online-test.read' },
      { title: 'nav.toeicReading', path: '/dashboard/onlinetest/testtoeic/reading/ets/test', icon: 'article', permission: 'online-toeic-test.read' },
      { title: 'nav.toeicListening', path: '/dashboard/onlinetest/testtoeic/listening/ets/test', icon: 'hearing', permission: 'online-toeic-test.read' },
      { title: 'nav.grammarTests', path: '/dashboard/onlinetest/testgrammar/test', icon: 'spellcheck', permission: 'grammar-online-test.read' },
    ],
  },
  {
    title: 'nav.courses', path: '/dashboard/course', icon: 'school',
    children: [
      // The catalogue learners browse (names and descriptions per language); no ROUTES.md path of its own.
      { title: 'nav.courseCatalogue', path: '/dashboard/course', icon: 'library_books', permission: 'course.read' },
      { title: 'nav.reading', path: '/dashboard/course/reading/cambridge/passage', icon: 'auto_stories', permission: 'passage.read' },
      { title: 'nav.listening', path: '/dashboard/course/listening/cambridge', icon: 'graphic_eq', permission: 'listening.read' },
      { title: 'nav.speaking', path: '/dashboard/course/speaking/part1/suggestion', icon: 'record_voice_over', permission: 'speaking.read' },
      { title: 'nav.writing', path: '/dashboard/course/writing/task1/suggestion', icon: 'edit_note', permission: 'writing.read' },
      { title: 'nav.toeicCourse', path: '/dashboard/toeic/reading/ets/content', icon: 'work', permission: 'toeic-course.read' },
      { title: 'nav.grammar', path: '/dashboard/grammar', icon: 'rule', children: grammarItems() },
      { title: 'nav.flashcards', path: '/dashboard/flashcard/wordList', icon: 'style', permission: 'word-list.read' },
    ],
  },
  { title: 'nav.grading', path: '/dashboard/grading', icon: 'grading', permission: 'grading.read' },
  {
    title: 'nav.system', path: '/dashboard/system', icon: 'settings',
    children: [
      { title: 'nav.users', path: '/dashboard/system/user/list', icon: 'group', permission: 'user.read' },
      { title: 'nav.classes', path: '/dashboard/system/class', icon: 'groups', permission: 'class.read' },
      { title: 'nav.roles', path: '/dashboard/system/roles/list', icon: 'badge', permission: 'role.read' },
      { title: 'nav.permissions', path: '/dashboard/system/permission/list', icon: 'key', permission: 'permission.read' },
      { title: 'nav.menus', path: '/dashboard/system/menu/list', icon: 'menu', permission: 'menu.read' },
      { title: 'nav.uploads', path: '/dashboard/system/uploadfiles/0', icon: 'cloud_upload', permission: 'file.read' },
    ],
  },
];

/**
 * Writes the default menu into an empty menu table. A menu already there is left as its admins made
 * it, except for the items added to the default menu since, each added once (`upgradeMenus`).
 */
export async function seedMenus(tx: Tx): Promise<number> {
  const [existing] = await tx.select({ value: count() }).from(menus);
  if ((existing?.value ?? 0) > 0) return upgradeMenus(tx);
  let written = 0;
  const insert = async (items: SeedItem[], parentId: number | null) => {
    for (const [index, item] of items.entries()) {
      const [row] = await tx.insert(menus).values({ title: item.title, path: item.path, icon: item.icon, permission: item.permission ?? null, parentId, sortOrder: index + 1 }).returning({ id: menus.id });
      written += 1;
      if (item.children) await insert(item.children, row!.id);
    }
  };
  await insert(demoMenu, null);
  return written;
}

/**
 * The items added to the default menu after databases were seeded with it, written into such a
 * menu once: a menu seeded before the grammar authoring screens had one item "Grammar" → the topics;
 * that item, untouched (same title and path, no children), becomes the group of the four screens.
 * Once upgraded (or edited by its admins) it no longer matches, so running again writes nothing.
 */
export async function upgradeMenus(tx: Tx): Promise<number> {
  const [old] = await tx.select({ id: menus.id }).from(menus).where(and(eq(menus.title, 'nav.grammar'), eq(menus.path, '/dashboard/grammar/topics')));
  if (!old) return 0;
  const [child] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, old.id)).limit(1);
  if (child) return 0;
  await tx.update(menus).set({ path: '/dashboard/grammar', permission: null, updatedAt: new Date() }).where(eq(menus.id, old.id));
  const items = grammarItems();
  await tx.insert(menus).values(items.map((item, index) => ({ title: item.title, path: item.path, icon: item.icon, permission: item.permission ?? null, parentId: old.id, sortOrder: index + 1 })));
  return items.length;
}
