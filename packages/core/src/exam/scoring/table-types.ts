/**
 * The conversion-table types, taken from the contracts so the tables the API stores and the tables
 * scoring reads cannot drift apart.
 */
export type { BandRow, ConversionTable, IeltsBandTable, ScaledRow, ToeicScaledTable } from '@lexam/contracts';
