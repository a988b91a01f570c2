export * from './types';
export * from './local';
export * from './s3';
export * from './range';
export * from './from-env';
