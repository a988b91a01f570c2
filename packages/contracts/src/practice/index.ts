export * from './speaking';
