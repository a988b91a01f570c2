export * from './sanitize-exam-html';
export * from './resolve-audio';
export * from './import-test-document';
export * from './export-test-document';
export * from './seed-demo-tests';
