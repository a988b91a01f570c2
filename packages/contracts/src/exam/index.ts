export * from './conversion-table';
