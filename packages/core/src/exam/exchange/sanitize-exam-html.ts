import sanitizeHtml from 'sanitize-html';

/** The tags a passage or transcript may hold (docs/test-format.md); everything else is stripped. */
export const EXAM_HTML_TAGS = ['h2', 'h3', 'p', 'em', 'strong', 'ul', 'ol', 'li', 'br', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td'] as const;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...EXAM_HTML_TAGS],
  // Lettered paragraphs (`<p data-paragraph="B">`) are what matching questions and the review point at.
  allowedAttributes: { p: ['data-paragraph'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: [],
  // A disallowed tag goes but its text stays; script, style and the like go with their content.
  disallowedTagsMode: 'discard',
};

/**
 * Sanitises the HTML of a reading passage or a listening transcript before it is stored: only the
 * simple tags of the test format survive, with no attribute but `data-paragraph` on `<p>` (and table
 * spans). Stored HTML is always sanitised, so the screens may render it as it is.
 */
export function sanitizeExamHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
