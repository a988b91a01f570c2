export * from './item-analysis';
export * from './test-statistics';
