export * from './conversion-table';
export * from './test-document';
