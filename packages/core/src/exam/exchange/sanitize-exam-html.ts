import { EXAM_HTML_TAGS, sanitizeStoredHtml } from '../../common/sanitize-html';

export { EXAM_HTML_TAGS };

/**
 * Sanitises the HTML of a reading passage or a listening transcript before it is stored: only the
 * simple tags of the test format survive (the shared sanitiser's `exam` profile), with no attribute
 * but `data-paragraph` on `<p>` (and table spans).
 */
export function sanitizeExamHtml(html: string): string {
  return sanitizeStoredHtml(html, 'exam');
}
