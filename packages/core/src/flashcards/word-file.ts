import { MAX_IMPORT_ROWS, PARTS_OF_SPEECH, type WordListFormat } from '@lexam/contracts';

/**
 * Word lists as text files that Anki and Quizlet read and write: one word a row, `term, meaning`
 * and optionally `pronunciation, example, partOfSpeech`, comma- (CSV) or tab-separated, fields in
 * double quotes where needed (`""` for a quote), a header row optional. Anki's `#separator:` and
 * other `#` lines at the top are understood and skipped.
 */

export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];
export interface ImportedWord {
  line: number;
  term: string;
  meaning: string;
  pronunciation: string | null;
  example: string;
  partOfSpeech: PartOfSpeech;
}
export interface RowProblem {
  line: number;
  reason: string;
}

const COLUMNS = ['term', 'meaning', 'pronunciation', 'example', 'partOfSpeech'] as const;
type Column = (typeof COLUMNS)[number];
const HEADER_NAMES: Record<string, Column> = {
  term: 'term', word: 'term', front: 'term', english: 'term', vocabulary: 'term',
  meaning: 'meaning', definition: 'meaning', back: 'meaning', translation: 'meaning',
  pronunciation: 'pronunciation', ipa: 'pronunciation', phonetic: 'pronunciation', phonetics: 'pronunciation',
  example: 'example', examples: 'example', sentence: 'example', 'example sentence': 'example',
  partofspeech: 'partOfSpeech', 'part of speech': 'partOfSpeech', pos: 'partOfSpeech', type: 'partOfSpeech', class: 'partOfSpeech',
};
const POS_ALIASES: Record<string, PartOfSpeech> = {
  n: 'noun', v: 'verb', vb: 'verb', adj: 'adjective', a: 'adjective', adv: 'adverb', phr: 'phrase', 'phrasal verb': 'phrase', idiom: 'phrase',
  prep: 'preposition', conj: 'conjunction', pron: 'pronoun', det: 'determiner', interj: 'interjection', excl: 'interjection',
};
const LIMITS = { term: 120, meaning: 1000, pronunciation: 120, example: 1000 } as const;

/** Splits the text into records of fields, each with the line it starts on; an unclosed quote is a problem. */
export function splitRecords(text: string, separator: string): { records: { line: number; fields: string[] }[]; problems: RowProblem[] } {
  const records: { line: number; fields: string[] }[] = [];
  const problems: RowProblem[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let atFieldStart = true;
    let ended = false;
    while (i < text.length && !ended) {
      const char = text[i]!;
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        if (char === '"') quoted = false;
        else {
          if (char === '\n') line += 1;
          field += char;
        }
        i += 1;
        continue;
      }
      if (char === '"' && atFieldStart) {
        quoted = true;
        atFieldStart = false;
        i += 1;
        continue;
      }
      if (char === separator) {
        fields.push(field);
        field = '';
        atFieldStart = true;
        i += 1;
        continue;
      }
      if (char === '\r' || char === '\n') {
        if (char === '\r' && text[i + 1] === '\n') i += 1;
        i += 1;
        line += 1;
        ended = true;
        continue;
      }
      field += char;
      if (char !== ' ') atFieldStart = false;
      i += 1;
    }
    if (quoted) {
      problems.push({ line: start, reason: 'A quoted field is never closed (a " is missing).' });
      break;
    }
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) records.push({ line: start, fields });
  }
  return { records, problems };
}

function detectSeparator(text: string, format: WordListFormat | 'auto'): { separator: string; body: string; skippedLines: number } {
  let separator = format === 'tsv' ? '\t' : format === 'csv' ? ',' : undefined;
  const lines = text.split(/\r?\n/);
  let skippedLines = 0;
  // Anki's export starts with `#separator:tab`, `#html:false`, … lines.
  while (skippedLines < lines.length && lines[skippedLines]!.startsWith('#')) {
    const directive = /^#separator:(.+)$/i.exec(lines[skippedLines]!.trim());
    if (directive && !separator) {
      const name = directive[1]!.toLowerCase();
      separator = name === 'tab' ? '\t' : name === 'comma' ? ',' : name === 'semicolon' ? ';' : name === 'pipe' ? '|' : name.length === 1 ? name : undefined;
    }
    skippedLines += 1;
  }
  const first = lines.slice(skippedLines).find((line) => line.trim() !== '') ?? '';
  separator ??= first.includes('\t') ? '\t' : ',';
  return { separator, body: lines.slice(skippedLines).join('\n'), skippedLines };
}

function headerOf(fields: string[]): (Column | undefined)[] | undefined {
  const names = fields.map((field) => HEADER_NAMES[field.trim().toLowerCase().replace(/[_-]/g, ' ').replace(/\s+/g, ' ')] ?? HEADER_NAMES[field.trim().toLowerCase()]);
  return names.includes('term') && names.includes('meaning') ? names : undefined;
}

function partOfSpeechOf(value: string): PartOfSpeech | undefined {
  const key = value.trim().toLowerCase().replace(/\.$/, '');
  if (key === '') return 'noun';
  return (PARTS_OF_SPEECH as readonly string[]).includes(key) ? (key as PartOfSpeech) : POS_ALIASES[key];
}

/** Reads a word file: every good row, and every bad row with its line (counted from 1) and the reason. */
export function parseWordFile(text: string, format: WordListFormat | 'auto' = 'auto'): { words: ImportedWord[]; problems: RowProblem[] } {
  const clean = text.replace(/^\uFEFF/, '');
  const { separator, body, skippedLines } = detectSeparator(clean, format);
  const { records, problems } = splitRecords(body, separator);
  for (const problem of problems) problem.line += skippedLines;
  const words: ImportedWord[] = [];
  let columns: (Column | undefined)[] = [...COLUMNS];
  records.forEach((record, index) => {
    const line = record.line + skippedLines;
    if (index === 0) {
      const header = headerOf(record.fields);
      if (header) {
        columns = header;
        return;
      }
    }
    const cell = (name: Column) => {
      const at = columns.indexOf(name);
      return at < 0 ? '' : (record.fields[at] ?? '').trim();
    };
    const term = cell('term');
    const meaning = cell('meaning');
    const reasons: string[] = [];
    if (!term) reasons.push('The term is empty.');
    if (!meaning) reasons.push(record.fields.length < 2 ? `There is no meaning: separate the term and the meaning with a ${separator === '\t' ? 'tab' : `"${separator}"`}.` : 'The meaning is empty.');
    for (const name of ['term', 'meaning', 'pronunciation', 'example'] as const) {
      if (cell(name).length > LIMITS[name]) reasons.push(`The ${name} is longer than ${LIMITS[name]} characters.`);
    }
    const partOfSpeech = partOfSpeechOf(cell('partOfSpeech'));
    if (!partOfSpeech) reasons.push(`"${cell('partOfSpeech')}" is not a part of speech (${PARTS_OF_SPEECH.join(', ')}).`);
    if (reasons.length > 0) problems.push({ line, reason: reasons.join(' ') });
    else words.push({ line, term, meaning, pronunciation: cell('pronunciation') || null, example: cell('example'), partOfSpeech: partOfSpeech! });
  });
  if (words.length + problems.length === 0) problems.push({ line: 1, reason: 'There is no word in the file.' });
  if (words.length > MAX_IMPORT_ROWS) problems.push({ line: words[MAX_IMPORT_ROWS]!.line, reason: `At most ${MAX_IMPORT_ROWS} words at a time.` });
  problems.sort((a, b) => a.line - b.line);
  return { words, problems };
}

function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
/** Tab-separated text as Quizlet reads it: a field never holds a tab or a line break. */
function tsvField(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ');
}

/** Writes words as a file with a header row: CSV (quoted as needed) or tab-separated. */
export function formatWordFile(words: { term: string; meaning: string; pronunciation: string | null; example: string; partOfSpeech: string }[], format: WordListFormat): string {
  const write = format === 'csv' ? csvField : tsvField;
  const separator = format === 'csv' ? ',' : '\t';
  const rows = [COLUMNS as readonly string[], ...words.map((word) => [word.term, word.meaning, word.pronunciation ?? '', word.example, word.partOfSpeech])];
  return rows.map((row) => row.map(write).join(separator)).join('\r\n') + '\r\n';
}
