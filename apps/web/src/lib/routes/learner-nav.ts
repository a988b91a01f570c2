import type { NavItem } from './nav-types';
import { paths } from './paths';

const P = paths.page;

/** The learner area's main navigation (header on wide screens, drawer on narrow ones). */
export const learnerNav: NavItem[] = [
  { title: 'nav.learner.home', path: P.home, icon: 'home' },
  { title: 'nav.learner.reading', path: P.reading, icon: 'reading' },
  { title: 'nav.learner.listening', path: P.listening, icon: 'listening' },
  { title: 'nav.learner.speaking', path: P.speaking, icon: 'speaking' },
  { title: 'nav.learner.writing', path: P.writing, icon: 'writing' },
  { title: 'nav.learner.grammar', path: P.grammar, icon: 'grammar' },
  { title: 'nav.learner.toeic', path: P.toeic, icon: 'toeic' },
  { title: 'nav.learner.flashcards', path: P.flashcards, icon: 'flashcard' },
  {
    title: 'nav.learner.tests',
    path: '/page/onlinetest',
    icon: 'test',
    children: [
      { title: 'nav.learner.ieltsReading', path: P.onlineTest.ielts.reading.root },
      { title: 'nav.learner.ieltsListening', path: P.onlineTest.ielts.listening.root },
      { title: 'nav.learner.toeicReading', path: P.onlineTest.toeic('reading').root },
      { title: 'nav.learner.toeicListening', path: P.onlineTest.toeic('listening').root },
      { title: 'nav.learner.grammarTests', path: P.onlineTest.grammar.root },
      { title: 'nav.learner.results', path: P.results },
    ],
  },
];

/** Links of the learner footer. */
export const footerLinks: NavItem[] = [
  { title: 'footer.aboutUs', path: paths.aboutUs },
  { title: 'footer.faqs', path: paths.faqs },
];
