import { describe, expect, it } from 'vitest';
import { excerptOf } from './writing-prompts';

describe('a prompt card’s excerpt', () => {
  it('is the task in bold, as plain text', () => {
    expect(excerptOf('<p>You should spend about 20 minutes on this task.</p><p><strong>The chart shows A &amp; B.</strong></p><p>Write at least 150 words.</p>')).toBe('The chart shows A & B.');
  });

  it('is the whole text without bold, cut at a word with an ellipsis', () => {
    expect(excerptOf('<p>Describe the map.</p>')).toBe('Describe the map.');
    const cut = excerptOf(`<p>${'word '.repeat(60)}</p>`, 50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(excerptOf('<p>One two three, four five six.</p>', 16)).toBe('One two three…');
  });
});
