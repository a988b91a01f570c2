import { guard } from '../../plugins/auth';
import type { App } from '../../types';
import learnerAccountRoutes from './account';
import learnerAuthRoutes from './auth';
import courseRoutes from './course';
import readingCourseRoutes from './reading-course';
import readingPracticeRoutes from './reading-practice';
import learnerUserRoutes from './user';
import onlineGrammarTestRoutes from './online-grammar-test';
import onlineIeltsTestRoutes from './online-ielts-test';
import onlineToeicTestRoutes from './online-toeic-test';
import learnerVideoRoutes from './video';
import wordListRoutes from './word-lists';
import flashcardRoutes from './flashcards';
import writingRoutes from './writing';
import speakingRoutes from './speaking';
import practiceResultRoutes from './practice-results';
import activityRoutes from './activity';
import progressSummaryRoutes from './progress';
import listeningRoutes from './listening';
import grammarCourseRoutes from './grammar-course';
import toeicCourseRoutes from './toeic-course';

/** Everything under /api/learner: learner tokens only; routes marked `public` are open. */
export default async function learnerRoutes(app: App, options: { signInPerMinute: number }) {
  app.addHook('onRequest', guard(app, 'site'));
  await app.register(learnerAuthRoutes, { signInPerMinute: options.signInPerMinute });
  await app.register(learnerAccountRoutes, { signInPerMinute: options.signInPerMinute });
  await app.register(courseRoutes);
  await app.register(readingCourseRoutes);
  await app.register(readingPracticeRoutes);
  await app.register(learnerUserRoutes);
  await app.register(onlineIeltsTestRoutes);
  await app.register(onlineToeicTestRoutes);
  await app.register(onlineGrammarTestRoutes);
  await app.register(learnerVideoRoutes);
  await app.register(wordListRoutes);
  await app.register(flashcardRoutes);
  await app.register(writingRoutes);
  await app.register(speakingRoutes);
  await app.register(practiceResultRoutes);
  await app.register(activityRoutes);
  await app.register(progressSummaryRoutes);
  await app.register(listeningRoutes);
  await app.register(grammarCourseRoutes);
  await app.register(toeicCourseRoutes);
}
