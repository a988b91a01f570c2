import {
  IELTS_ACADEMIC_READING_TABLE,
  IELTS_GENERAL_READING_TABLE,
  IELTS_LISTENING_TABLE,
  TOEIC_LISTENING_TABLE,
  TOEIC_READING_TABLE,
} from './default-tables';
import type { IeltsBandTable, ToeicScaledTable } from './table-types';

/** The sections that have a default conversion table. */
export const DEFAULT_TABLE_SECTIONS = ['listening', 'academic-reading', 'general-reading', 'toeic-listening', 'toeic-reading'] as const;

export type DefaultTableSection = (typeof DEFAULT_TABLE_SECTIONS)[number];

type TableFor<Section extends DefaultTableSection> = Section extends 'toeic-listening' | 'toeic-reading' ? ToeicScaledTable : IeltsBandTable;

const DEFAULTS: { [Section in DefaultTableSection]: TableFor<Section> } = {
  listening: IELTS_LISTENING_TABLE,
  'academic-reading': IELTS_ACADEMIC_READING_TABLE,
  'general-reading': IELTS_GENERAL_READING_TABLE,
  'toeic-listening': TOEIC_LISTENING_TABLE,
  'toeic-reading': TOEIC_READING_TABLE,
};

/**
 * The default conversion table of a section, as a fresh copy: a caller may store it on a test and
 * let an admin edit it, and that must never change the defaults every other test falls back on.
 */
export function defaultTableFor<Section extends DefaultTableSection>(section: Section): TableFor<Section> {
  return structuredClone(DEFAULTS[section]);
}
