import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a passage or transcript may keep: text structure, emphasis, lists, tables, images and the
 * `data-paragraph` letter of a reading paragraph (paragraph-matching questions point at it). No
 * scripts, styles, event handlers or classes: the learner's screen styles the passage itself.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'span', 'code',
    'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'figure', 'figcaption', 'img',
  ],
  allowedAttributes: {
    p: ['data-paragraph'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  // Images only from our own files or https; never data: or javascript: URLs.
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
};

/** The stored form of an author's HTML: anything not on the list above is dropped. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** `sanitizeRichText` for an optional field; an empty result is stored as null. */
export function sanitizeOptionalHtml(html: string | null | undefined): string | null | undefined {
  if (html === undefined || html === null) return html;
  const clean = sanitizeRichText(html);
  return clean === '' ? null : clean;
}
