export { demoReadingTest } from './demo-reading-test';
export { demoToeicReadingTest } from './toeic-reading/index';
export type { ExamGroupData, ExamQuestionData, ExamSectionData, ExamTestDocumentData } from './exam-document-types';
export { demoGrammarTest } from './grammar/index';
