export * from './common/problem';
export * from './common/pagination';
export * from './common/health';
export * from './catalogue/course-index';
export * from './identity/auth';
export * from './identity/user';
export * from './identity/permissions';
export * from './identity/account';
