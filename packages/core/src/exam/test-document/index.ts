export * from './validate-test-document';
