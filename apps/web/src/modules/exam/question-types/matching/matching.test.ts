import { describe, expect, it } from 'vitest';
import { answeredMatching, blankMatching, optionIdAt } from './matching';

describe('matching helpers', () => {
  it('numbers options as the exam prints them', () => {
    expect(optionIdAt({ variant: 'headings', index: 3 })).toBe('iv');
    expect(optionIdAt({ variant: 'features', index: 3 })).toBe('D');
  });

  it('makes a blank whose key gives each item a different option', () => {
    const draft = blankMatching([14, 15]);
    expect(draft.content.items.map((item) => item.id)).toEqual(['14', '15']);
    expect(draft.content.options).toHaveLength(3);
    expect(draft.answerKey.answers).toEqual({ '14': 'i', '15': 'ii' });
  });

  it('answers the items with an option, by position', () => {
    const content = blankMatching([1, 2]).content;
    expect(answeredMatching({ numbers: [27, 28], content, response: { answers: { '2': 'B', '1': '' } } })).toEqual([28]);
  });
});
