import { describe, expect, it } from 'vitest';
import { answeredErrorIdentification, blankErrorIdentification, parseErrorSentence, segmentLetters, segmentText, withSentence } from './error-identification';

describe('error-identification (web)', () => {
  it('reads the sentence as the core does', () => {
    expect(parseErrorSentence('The results [A:was] [B: announced ] by the [C:committee].')).toEqual([
      { kind: 'text', text: 'The results ' },
      { kind: 'segment', letter: 'A', text: 'was' },
      { kind: 'text', text: ' ' },
      { kind: 'segment', letter: 'B', text: 'announced' },
      { kind: 'text', text: ' by the ' },
      { kind: 'segment', letter: 'C', text: 'committee' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseErrorSentence('a [a:b] c')).toEqual([{ kind: 'text', text: 'a [a:b] c' }]);
    expect(segmentLetters('[A:It] [B:go] [C:there]')).toEqual(['A', 'B', 'C']);
  });

  it('finds a segment by its letter, in any case', () => {
    expect(segmentText({ sentence: 'The [A:data] [B:was] lost', letter: 'b' })).toBe('was');
    expect(segmentText({ sentence: 'The [A:data] [B:was] lost', letter: 'E' })).toBeUndefined();
    expect(segmentText({ sentence: 'The [A:data]', letter: undefined })).toBeUndefined();
  });

  it('starts from a four-segment template', () => {
    expect(segmentLetters(blankErrorIdentification().content.sentence)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('counts the number as answered once a segment is chosen', () => {
    expect(answeredErrorIdentification({ numbers: [12], response: { choice: 'C' } })).toEqual([12]);
    expect(answeredErrorIdentification({ numbers: [12], response: { choice: '' } })).toEqual([]);
    expect(answeredErrorIdentification({ numbers: [12], response: null })).toEqual([]);
  });

  it('keeps the key on a segment when the sentence changes', () => {
    const draft = { content: { sentence: '[A:a] [B:b] [C:c]' }, answerKey: { correct: 'C', correction: 'x' } };
    expect(withSentence({ draft, sentence: '[A:a] [B:b] [C:cc]' }).answerKey).toEqual({ correct: 'C', correction: 'x' });
    expect(withSentence({ draft, sentence: '[A:a] [B:b]' }).answerKey).toEqual({ correct: 'A', correction: 'x' });
    expect(withSentence({ draft, sentence: 'no segments' }).answerKey.correct).toBe('C');
  });
});
