export * from './jwt';
export * from './auth-reducer';
export * from './startup-check';
export * from './refresh-scheduler';
