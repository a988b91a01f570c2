export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, type Config } from './config';
export type { App } from './types';
