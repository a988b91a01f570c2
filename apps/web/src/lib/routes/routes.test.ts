import { describe, expect, it } from 'vitest';
import { dashboardNav, findActiveTrail, findActiveTrailInSections, flattenNav, learnerNav, paths, requiredPermission, routeAccess } from './index';

describe('paths', () => {
  it('keep the spellings of ROUTES.md', () => {
    expect(paths.auth.loginAdmin).toBe('/auth/loginAdmin');
    expect(paths.page.onlineTest.ielts.reading.result).toBe('/page/onlinetest/ielttest/reading/cambridge/dofulltest/result');
    expect(paths.page.onlineTest.toeic('listening').dofulltest).toBe('/page/onlinetest/testtoeic/listening/ets/test/dofulltest');
    expect(paths.page.homeReadingFullTest.dofulltest).toBe('/page/home/reading/cambridge/dofulltest');
    expect(paths.dashboard.course.reading.lession('realTest').edit(7)).toBe('/dashboard/course/reading/realTest/lession/7/edit');
    expect(paths.dashboard.flashcard.wordList).toBe('/dashboard/flashcard/wordList');
    expect(paths.dashboard.system.user.list).toBe('/dashboard/system/user/list');
    expect(paths.dashboard.system.class.list).toBe('/dashboard/system/class');
    expect(paths.dashboard.system.class.userClass(3)).toBe('/dashboard/system/class/3/userClass');
    expect(paths.dashboard.system.uploadFiles.new()).toBe('/dashboard/system/uploadfiles/0/new');
  });

  it('build the parameterised screens', () => {
    expect(paths.dashboard.toeic.content('reading', 'ets2021').questionEdit(4, 9)).toBe('/dashboard/toeic/reading/ets2021/content/4/detail/9/edit');
    expect(paths.dashboard.onlineTest.ielts('listening').practice(2)).toBe('/dashboard/onlinetest/ielts/listening/cambridge/practice/2');
    expect(paths.dashboard.onlineTest.toeic('reading', 'ets2023').details(5)).toBe('/dashboard/onlinetest/testtoeic/reading/ets2023/test/5/details');
    expect(paths.dashboard.onlineTest.grammar.questionEdit(1, 2)).toBe('/dashboard/onlinetest/testgrammar/detail/1/detailquestion/2/edit');
    expect(paths.dashboard.grammar.newWord.editWord(1, 2)).toBe('/dashboard/grammar/wordgrammar/newword/detail/1/editword/2');
    expect(paths.dashboard.course.writing('task2').layout.edit(8)).toBe('/dashboard/course/writing/task2/layout/8/edit');
    expect(paths.dashboard.course.speaking('part1').layoutEdit).toBe('/dashboard/course/speaking/part1/layout/edit');
    expect(paths.dashboard.course.listening.read.segments(6)).toBe('/dashboard/course/listening/read/6/segments');
  });
});

describe('dashboardNav', () => {
  const leaves = flattenNav(dashboardNav.flatMap((section) => section.items));

  it('links only to dashboard screens, each once', () => {
    expect(leaves.length).toBeGreaterThan(40);
    expect(leaves.every((item) => item.path.startsWith('/dashboard/'))).toBe(true);
    expect(new Set(leaves.map((item) => item.path)).size).toBe(leaves.length);
  });

  it('gives every root item an icon and every leaf but the home and the own account a permission', () => {
    expect(dashboardNav.flatMap((section) => section.items).every((item) => item.icon)).toBe(true);
    expect(leaves.filter((item) => !item.permission).map((item) => item.path)).toEqual([paths.dashboard.home, paths.dashboard.system.user.account]);
  });
});

describe('learnerNav', () => {
  it('has the learner sections and a tests menu', () => {
    expect(learnerNav.map((item) => item.path)).toEqual([
      '/page/home', '/page/reading', '/page/listening', '/page/speaking', '/page/writing', '/page/grammar', '/page/toeic', '/page/flashcards', '/page/onlinetest',
    ]);
    expect(learnerNav.at(-1)?.children?.map((item) => item.path)).toContain('/page/onlinetest/testgrammar/test');
  });
});

describe('findActiveTrail', () => {
  it('follows the longest matching leaf', () => {
    const trail = findActiveTrailInSections(dashboardNav, '/dashboard/toeic/reading/ets2021/lesson');
    expect(trail.map((item) => item.title)).toEqual(['nav.dashboard.toeic', 'nav.dashboard.toeicLessons.reading', 'nav.editions.ets2021']);
  });

  it('keeps the leaf active on its sub-screens', () => {
    const trail = findActiveTrailInSections(dashboardNav, '/dashboard/course/reading/cambridge/passage/12/edit');
    expect(trail.at(-1)?.path).toBe('/dashboard/course/reading/cambridge/passage');
  });

  it('takes a sibling screen\'s leaf over a shorter prefix, and falls back to the group when no leaf fits', () => {
    expect(findActiveTrailInSections(dashboardNav, '/dashboard/system/user/5/edit').map((item) => item.title)).toEqual(['nav.dashboard.users', 'nav.dashboard.userList']);
    // The seeded menu's Writing item leads to Task 1; a Task 2 screen is still Writing, not the catalogue at /dashboard/course.
    const menu = [
      { title: 'catalogue', path: '/dashboard/course' },
      { title: 'writing', path: '/dashboard/course/writing/task1/suggestion' },
      { title: 'system', path: '/dashboard/system', children: [{ title: 'users', path: '/dashboard/system/user/list' }] },
    ];
    expect(findActiveTrail(menu, '/dashboard/course/writing/task2/layout/3').map((item) => item.title)).toEqual(['writing']);
    expect(findActiveTrail(menu, '/dashboard/course').map((item) => item.title)).toEqual(['catalogue']);
    expect(findActiveTrail(menu, '/dashboard/system/roles/list').map((item) => item.title)).toEqual(['system']);
  });

  it('matches nothing outside the tree and ignores a trailing slash', () => {
    expect(findActiveTrail(learnerNav, '/about-us')).toEqual([]);
    expect(findActiveTrail(learnerNav, '/page/home/').map((item) => item.path)).toEqual(['/page/home']);
    expect(findActiveTrail(learnerNav, '/page/onlinetest/testtoeic/reading/ets/test/dofulltest').map((item) => item.path)).toEqual([
      '/page/onlinetest',
      '/page/onlinetest/testtoeic/reading/ets/test',
    ]);
  });
});

describe('routeAccess', () => {
  it('classifies paths like the spec', () => {
    expect(routeAccess('/dashboard/system/user/list')).toBe('admin');
    expect(routeAccess('/auth/loginAdmin')).toBe('public');
    expect(routeAccess('/page/home')).toBe('learner');
    expect(routeAccess('/pages')).toBe('public');
    expect(routeAccess('/')).toBe('public');
    expect(routeAccess('/faqs')).toBe('public');
  });
});

describe('requiredPermission', () => {
  it('derives the right of every dashboard screen from the nav leaf covering it', () => {
    const { system } = paths.dashboard;
    expect(requiredPermission(system.roles.list)).toBe('role.read');
    expect(requiredPermission(system.roles.new)).toBe('role.create');
    expect(requiredPermission(system.roles.edit(3))).toBe('role.update');
    expect(requiredPermission(system.user.list)).toBe('user.read');
    expect(requiredPermission(system.user.new)).toBe('user.create');
    expect(requiredPermission(system.user.edit(9))).toBe('user.update');
    expect(requiredPermission(system.class.list)).toBe('class.read');
    expect(requiredPermission(`${system.class.list}/`)).toBe('class.read');
    expect(requiredPermission(system.class.new)).toBe('class.create');
    expect(requiredPermission(system.class.userClass(4))).toBe('class.read');
    expect(requiredPermission(system.class.addStudent(4))).toBe('class.update');
    expect(requiredPermission(paths.dashboard.course.speaking('part1').layoutEdit)).toBe('speaking.update');
    expect(requiredPermission(paths.dashboard.course.reading.lession('realTest').edit(7))).toBe('lession.update');
  });

  it('leaves the screens every signed-in admin may open unguarded', () => {
    expect(requiredPermission(paths.dashboard.system.user.account)).toBeUndefined();
    expect(requiredPermission(paths.dashboard.permissionDenied)).toBeUndefined();
    expect(requiredPermission(paths.dashboard.blank)).toBeUndefined();
    expect(requiredPermission(paths.dashboard.root)).toBeUndefined();
    // Every admin lands on the home after signing in; its statistics panels check statistics.read themselves.
    expect(requiredPermission(paths.dashboard.home)).toBeUndefined();
  });
});
