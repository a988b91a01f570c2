import { describe, expect, it } from 'vitest';
import { answeredAudioChoice, audioChoiceLetters, blankAudioChoice, withChoiceCount } from './audio-choice';

describe('audio-choice (web)', () => {
  it('shows A–C or A–D', () => {
    expect(audioChoiceLetters(3)).toEqual(['A', 'B', 'C']);
    expect(audioChoiceLetters(4)).toEqual(['A', 'B', 'C', 'D']);
    expect(audioChoiceLetters(7)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('starts as a four-letter question with A correct', () => {
    expect(blankAudioChoice()).toEqual({ content: { choices: 4 }, answerKey: { correct: 'A' } });
  });

  it('counts the number as answered once a letter is chosen', () => {
    expect(answeredAudioChoice({ numbers: [7], response: { choice: 'B' } })).toEqual([7]);
    expect(answeredAudioChoice({ numbers: [7], response: { choice: ' ' } })).toEqual([]);
    expect(answeredAudioChoice({ numbers: [7], response: null })).toEqual([]);
    expect(answeredAudioChoice({ numbers: [], response: { choice: 'B' } })).toEqual([]);
  });

  it('keeps the key inside the letters when their count changes', () => {
    const draft = { content: { choices: 4 as const }, answerKey: { correct: 'D' } };
    expect(withChoiceCount({ draft, choices: 3 })).toEqual({ content: { choices: 3 }, answerKey: { correct: 'A' } });
    expect(withChoiceCount({ draft: { ...draft, answerKey: { correct: 'b' } }, choices: 3 }).answerKey.correct).toBe('B');
  });
});
