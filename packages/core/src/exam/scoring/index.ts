export * from './convert-raw';
export * from './overall-band';
export * from './default-table-for';
export * from './default-tables';
export type * from './table-types';
