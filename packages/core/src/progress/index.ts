export * from './activity-sources';
export * from './list-activity';
export * from './learning-history';
