import { sanitizeExamHtml } from '../exchange/sanitize-exam-html';

/**
 * `sanitizeExamHtml` (the test format's one rule, so an authored test exports and re-imports
 * unchanged) for an optional field; an empty result is stored as null.
 */
export function sanitizeOptionalHtml(html: string | null | undefined): string | null | undefined {
  if (html === undefined || html === null) return html;
  const clean = sanitizeExamHtml(html);
  return clean === '' ? null : clean;
}
