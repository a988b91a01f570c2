export * from './list-admin-results';
