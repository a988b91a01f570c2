import sanitizeHtml from 'sanitize-html';

/** The tags of a passage or transcript in a test (docs/test-format.md). */
export const EXAM_HTML_TAGS = ['h2', 'h3', 'p', 'em', 'strong', 'ul', 'ol', 'li', 'br', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td'] as const;
/** The tags the rich text editor writes (course content: introductions, passages, suggestions). */
export const RICH_HTML_TAGS = [...EXAM_HTML_TAGS, 'h4', 'u', 's', 'blockquote', 'code', 'pre', 'a', 'hr', 'sub', 'sup'] as const;

const tableSpans = { th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] };

const profiles = {
  exam: {
    allowedTags: [...EXAM_HTML_TAGS],
    // Lettered paragraphs (`<p data-paragraph="B">`) are what matching questions and the review point at.
    allowedAttributes: { p: ['data-paragraph'], ...tableSpans },
    allowedSchemes: [],
  },
  rich: {
    allowedTags: [...RICH_HTML_TAGS],
    allowedAttributes: { p: ['data-paragraph'], a: ['href', 'title'], ...tableSpans },
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
    // Links open safely wherever the text is shown.
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
  },
} satisfies Record<string, sanitizeHtml.IOptions>;

export type HtmlProfile = keyof typeof profiles;

/**
 * The one sanitiser of stored HTML on the server. `exam`: the simple tags of the test format;
 * `rich`: what the rich text editor writes, with https and mailto links. Scripts, styles, event
 * handlers, other attributes and other schemes go; a disallowed tag's text stays. Stored HTML is
 * always sanitised, so screens may render it as it is.
 */
export function sanitizeStoredHtml(html: string, profile: HtmlProfile = 'rich'): string {
  const options = profiles[profile] as sanitizeHtml.IOptions;
  const allowedAttributes = profile === 'rich' ? { ...options.allowedAttributes as Record<string, string[]>, a: ['href', 'title', 'rel', 'target'] } : options.allowedAttributes;
  return sanitizeHtml(html, { ...options, allowedAttributes, disallowedTagsMode: 'discard' }).trim();
}
