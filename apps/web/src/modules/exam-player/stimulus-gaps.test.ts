import { describe, expect, it } from 'vitest';
import { gapNumbers, renderGaps } from './stimulus-gaps';

describe('stimulus gaps', () => {
  const html = '<p>We are [[131]] to announce the <b>new</b> office. Please [[132]] us.</p>';

  it('lists the gap numbers in order', () => {
    expect(gapNumbers(html)).toEqual([131, 132]);
    expect(gapNumbers('<p>No gap [here] or [[x]].</p>')).toEqual([]);
  });

  it('turns each marker into a numbered button, answered ones marked, the rest of the HTML kept', () => {
    const out = renderGaps({ html, label: (number) => `Question ${number} "gap"`, answered: new Set([132]) });
    expect(out).toContain('<button type="button" class="exam-gap" data-gap="131" aria-label="Question 131 &quot;gap&quot;">131</button>');
    expect(out).toContain('data-gap="132" data-answered="true"');
    expect(out).toContain('the <b>new</b> office');
    expect(out).not.toContain('[[');
  });
});
