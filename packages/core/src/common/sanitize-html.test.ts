import { describe, expect, it } from 'vitest';
import { sanitizeStoredHtml } from './sanitize-html';

describe('sanitizeStoredHtml', () => {
  it('keeps what the editor writes and drops scripts, handlers and unsafe links', () => {
    const html = '<h2 onclick="x()">Title</h2><p data-paragraph="A">A <strong>bold</strong> <a href="javascript:alert(1)">bad</a> <a href="https://example.org">good</a></p><script>alert(1)</script><img src=x onerror=alert(1)>';
    expect(sanitizeStoredHtml(html)).toBe('<h2>Title</h2><p data-paragraph="A">A <strong>bold</strong> <a rel="noopener noreferrer nofollow" target="_blank">bad</a> <a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">good</a></p>');
  });

  it('the exam profile keeps only the test format tags', () => {
    expect(sanitizeStoredHtml('<p>One <a href="https://x.org">link</a> <u>u</u></p>', 'exam')).toBe('<p>One link u</p>');
  });
});
