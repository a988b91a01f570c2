import type { IeltsBandTable, ScaledRow, ToeicScaledTable } from './table-types';

/*
 * Default conversion tables, used when a test stores none of its own.
 *
 * IELTS. The official IELTS page "IELTS scoring in detail" (ielts.org) publishes only indicative
 * points: Listening 16 → 5, 23 → 6, 30 → 7, 35 → 8; Academic Reading 15 → 5, 23 → 6, 30 → 7, 35 → 8;
 * General Training Reading 15 → 4, 23 → 5, 30 → 6, 34 → 7, and says the full conversion varies a
 * little from paper to paper (Cambridge equates each one). The full rows below follow the raw-score
 * conversion table most widely reproduced by IELTS preparation pages (Listening 39–40 → 9 … 4–5 →
 * 2.5; Academic Reading 39–40 → 9 … 4–5 → 2.5; General Training Reading 40 → 9 … 6–8 → 2.5), which
 * agrees with every official indicative point above. It is not itself an ielts.org publication,
 * which is one more reason a test may store its own table.
 *
 * Below band 2.5 nothing is published; those rows are extrapolated here and marked as such: band 2
 * continues the two-marks-per-half-band step, band 1 takes the marks left above 0, and raw 0 gives
 * band 0 (the platform cannot tell "answered nothing right" from "did not attempt", and an admin who
 * prefers band 1 for it can store a table saying so).
 */

/** IELTS Listening (Academic and General Training alike), 40 questions. */
export const IELTS_LISTENING_TABLE: IeltsBandTable = {
  kind: 'ielts-band',
  maxRaw: 40,
  rows: [
    { minRaw: 0, band: 0 }, // extrapolated
    { minRaw: 1, band: 1 }, // extrapolated
    { minRaw: 2, band: 2 }, // extrapolated: 2–3
    { minRaw: 4, band: 2.5 }, // 4–5
    { minRaw: 6, band: 3 }, // 6–7
    { minRaw: 8, band: 3.5 }, // 8–9
    { minRaw: 10, band: 4 }, // 10–12
    { minRaw: 13, band: 4.5 }, // 13–15
    { minRaw: 16, band: 5 }, // 16–17
    { minRaw: 18, band: 5.5 }, // 18–22
    { minRaw: 23, band: 6 }, // 23–25
    { minRaw: 26, band: 6.5 }, // 26–29
    { minRaw: 30, band: 7 }, // 30–31
    { minRaw: 32, band: 7.5 }, // 32–34
    { minRaw: 35, band: 8 }, // 35–36
    { minRaw: 37, band: 8.5 }, // 37–38
    { minRaw: 39, band: 9 }, // 39–40
  ],
};

/** IELTS Academic Reading, 40 questions. */
export const IELTS_ACADEMIC_READING_TABLE: IeltsBandTable = {
  kind: 'ielts-band',
  maxRaw: 40,
  rows: [
    { minRaw: 0, band: 0 }, // extrapolated
    { minRaw: 1, band: 1 }, // extrapolated
    { minRaw: 2, band: 2 }, // extrapolated: 2–3
    { minRaw: 4, band: 2.5 }, // 4–5
    { minRaw: 6, band: 3 }, // 6–7
    { minRaw: 8, band: 3.5 }, // 8–9
    { minRaw: 10, band: 4 }, // 10–12
    { minRaw: 13, band: 4.5 }, // 13–14
    { minRaw: 15, band: 5 }, // 15–18
    { minRaw: 19, band: 5.5 }, // 19–22
    { minRaw: 23, band: 6 }, // 23–26
    { minRaw: 27, band: 6.5 }, // 27–29
    { minRaw: 30, band: 7 }, // 30–32
    { minRaw: 33, band: 7.5 }, // 33–34
    { minRaw: 35, band: 8 }, // 35–36
    { minRaw: 37, band: 8.5 }, // 37–38
    { minRaw: 39, band: 9 }, // 39–40
  ],
};

/** IELTS General Training Reading, 40 questions: its texts are easier, so each band needs more marks. */
export const IELTS_GENERAL_READING_TABLE: IeltsBandTable = {
  kind: 'ielts-band',
  maxRaw: 40,
  rows: [
    { minRaw: 0, band: 0 }, // extrapolated
    { minRaw: 1, band: 1 }, // extrapolated: 1–3
    { minRaw: 4, band: 2 }, // extrapolated: 4–5
    { minRaw: 6, band: 2.5 }, // 6–8
    { minRaw: 9, band: 3 }, // 9–11
    { minRaw: 12, band: 3.5 }, // 12–14
    { minRaw: 15, band: 4 }, // 15–18
    { minRaw: 19, band: 4.5 }, // 19–22
    { minRaw: 23, band: 5 }, // 23–26
    { minRaw: 27, band: 5.5 }, // 27–29
    { minRaw: 30, band: 6 }, // 30–31
    { minRaw: 32, band: 6.5 }, // 32–33
    { minRaw: 34, band: 7 }, // 34–35
    { minRaw: 36, band: 7.5 }, // 36
    { minRaw: 37, band: 8 }, // 37–38
    { minRaw: 39, band: 8.5 }, // 39
    { minRaw: 40, band: 9 }, // 40
  ],
};

/**
 * TOEIC: ETS equates every form statistically and publishes no raw-to-scaled table, so this one is
 * an APPROXIMATION, good for practice feedback only: a straight line from 0 marks → 5 to 100 marks
 * → 495, rounded to the nearest 5 (score = 5 + 5 × round(98 × raw / 100)), the same for both sections.
 * Where two raw scores round to the same score they share a row. A test whose form has a known
 * table should store it.
 */
function buildLinearToeicRows(): ScaledRow[] {
  const rows: ScaledRow[] = [];
  for (let raw = 0; raw <= 100; raw += 1) {
    // 98 × raw / 100 rather than 0.98 × raw: whole numbers keep the .5 ties exact.
    const score = 5 + 5 * Math.round((98 * raw) / 100);
    if (rows.at(-1)?.score !== score) rows.push({ minRaw: raw, score });
  }
  return rows;
}

/** TOEIC Listening, 100 questions (approximate, see above). */
export const TOEIC_LISTENING_TABLE: ToeicScaledTable = { kind: 'toeic-scaled', section: 'listening', maxRaw: 100, rows: buildLinearToeicRows() };

/** TOEIC Reading, 100 questions (approximate, see above). */
export const TOEIC_READING_TABLE: ToeicScaledTable = { kind: 'toeic-scaled', section: 'reading', maxRaw: 100, rows: buildLinearToeicRows() };
