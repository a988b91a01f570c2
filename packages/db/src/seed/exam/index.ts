export { demoReadingTest } from './demo-reading-test';
export { demoToeicReadingTest } from './toeic-reading/index';
export { demoGrammarTest } from './grammar/index';
