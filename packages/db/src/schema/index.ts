export * from './meta';
export * from './catalogue';
