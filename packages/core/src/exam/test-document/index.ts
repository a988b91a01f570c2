export * from './validate-test-document';
export * from './toeic-rules';
export { comparableText, evidencePhrases } from './plain-text';
export * from './examples';
export * from './describe-problem';
