export * from './conversion-table';
export * from './test-document';
export * from './online-test';
