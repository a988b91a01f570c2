export * from './sanitize';
export * from './guards';
export * from './lessons';
export * from './tests';
export * from './sections';
export * from './groups';
export * from './questions';
export * from './publish-check';
export { loadSectionTree } from './test-tree';
