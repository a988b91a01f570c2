/**
 * The conversion-table types, taken from the contracts so the tables the API stores and the tables
 * scoring reads cannot drift apart.
 *
 * Reached by a relative path only until `packages/contracts/src/index.ts` exports `./exam`; then this
 * becomes `export type { … } from '@lexam/contracts'` and nothing else in scoring changes.
 */
export type { BandRow, ConversionTable, IeltsBandTable, ScaledRow, ToeicScaledTable } from '../../../../contracts/src/exam';
