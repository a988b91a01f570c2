export * from './conversion-table';
export * from './test-document';
export * from './online-test';
export * from './online-toeic';
export * from './authoring';
export * from './statistics';
export * from './exam-documents';
export * from './admin-results';
