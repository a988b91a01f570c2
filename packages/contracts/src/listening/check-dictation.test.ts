import { describe, expect, it } from 'vitest';
import { bareWord, checkDictation, hintFor } from './check-dictation';
import { numberTokenWords } from './number-words';

const statuses = (typed: string, transcript: string) => checkDictation(typed, transcript).words.map((word) => word.status);

describe('checkDictation', () => {
  it('marks every word right when the text is the same', () => {
    const check = checkDictation('the train leaves at noon', 'The train leaves at noon.');
    expect(check.words.map((word) => word.status)).toEqual(['right', 'right', 'right', 'right', 'right']);
    expect(check.accuracy).toBe(1);
    expect(check.isComplete).toBe(true);
  });

  it('marks a changed word wrong, with the word expected', () => {
    const check = checkDictation('The train leaves at nine', 'The train leaves at noon.');
    expect(check.words.at(-1)).toEqual({ expected: 'noon.', typed: 'nine', status: 'wrong' });
    expect(check.accuracy).toBeCloseTo(4 / 5);
    expect(check.isComplete).toBe(false);
  });

  it('marks dropped words missing and added words extra', () => {
    expect(statuses('the train at noon', 'The train leaves at noon.')).toEqual(['right', 'right', 'missing', 'right', 'right']);
    const check = checkDictation('the old train leaves at noon', 'The train leaves at noon.');
    expect(check.words.map((word) => word.status)).toEqual(['right', 'extra', 'right', 'right', 'right', 'right']);
    expect(check.words[1]).toEqual({ typed: 'old', status: 'extra' });
    expect(check.accuracy).toBe(1);
    expect(check.isComplete).toBe(false);
  });

  it('ignores case, punctuation, curly quotes and accents', () => {
    expect(checkDictation('"Well," she said — it’s a CAFÉ!', "well she said it's a cafe").isComplete).toBe(true);
    expect(checkDictation('Hello... world?!', 'hello world').isComplete).toBe(true);
  });

  it('reads hyphens as spaces', () => {
    expect(checkDictation('a well known place', 'A well-known place.').isComplete).toBe(true);
    expect(checkDictation('a well-known place', 'A well known place.').isComplete).toBe(true);
  });

  it('takes contractions either way', () => {
    expect(checkDictation("I don't know", 'I do not know.').isComplete).toBe(true);
    expect(checkDictation('I do not know', "I don't know.").isComplete).toBe(true);
    expect(checkDictation('we will not wait', 'We won’t wait.').isComplete).toBe(true);
    expect(checkDictation("it's gone", 'It has gone.').isComplete).toBe(true);
    expect(checkDictation("it's late", 'It is late.').isComplete).toBe(true);
    expect(checkDictation("they'd left", 'They had left.').isComplete).toBe(true);
    expect(checkDictation('you can not stay', "You can't stay.").isComplete).toBe(true);
  });

  it('marks a contraction typed for a single word wrong, shown once', () => {
    const check = checkDictation("I don't like it", 'I do like it.');
    expect(check.words).toEqual([
      { expected: 'I', typed: 'I', status: 'right' },
      { expected: 'do', typed: "don't", status: 'wrong' },
      { expected: 'like', typed: 'like', status: 'right' },
      { expected: 'it.', typed: 'it', status: 'right' },
    ]);
  });

  it('marks a half-typed contraction wrong', () => {
    expect(statuses('I do know', "I don't know.")).toEqual(['right', 'wrong', 'right']);
  });

  it('uses the contraction list it is given', () => {
    expect(checkDictation("we're here", 'we are here', []).isComplete).toBe(true);
    expect(checkDictation('gonna go', 'going to go', []).isComplete).toBe(false);
    expect(checkDictation('gonna go', 'going to go', [['gonna', 'going to']]).isComplete).toBe(true);
  });

  it('reads numbers as words', () => {
    expect(checkDictation('twenty-five people', '25 people').isComplete).toBe(true);
    expect(checkDictation('25 people', 'Twenty-five people.').isComplete).toBe(true);
    expect(checkDictation('the 1st floor', 'The first floor.').isComplete).toBe(true);
    expect(checkDictation('the twenty-first of May', 'The 21st of May.').isComplete).toBe(true);
    expect(checkDictation('one hundred five pounds', '105 pounds').isComplete).toBe(true);
    expect(checkDictation('fifty percent', '50%').isComplete).toBe(true);
    expect(checkDictation('at seven thirty', 'at 7:30').isComplete).toBe(true);
    expect(checkDictation('3.5 metres', 'three point five metres').isComplete).toBe(true);
    expect(checkDictation('1,200 students', 'one thousand two hundred students').isComplete).toBe(true);
    expect(statuses('24 people', 'Twenty-five people.')).toEqual(['wrong', 'right']);
  });

  it('marks everything missing when nothing is typed', () => {
    const check = checkDictation('   ', 'The train leaves.');
    expect(check.words).toEqual([
      { expected: 'The', status: 'missing' },
      { expected: 'train', status: 'missing' },
      { expected: 'leaves.', status: 'missing' },
    ]);
    expect(check.accuracy).toBe(0);
    expect(check.isComplete).toBe(false);
  });

  it('handles an empty transcript', () => {
    expect(checkDictation('', '').isComplete).toBe(true);
    expect(checkDictation('', '').accuracy).toBe(1);
    expect(checkDictation('hello', '').words).toEqual([{ typed: 'hello', status: 'extra' }]);
  });

  it('skips words of punctuation alone', () => {
    expect(checkDictation('wait here', 'Wait - here!').words).toHaveLength(2);
  });
});

describe('hintFor', () => {
  it('reveals the first word not yet right', () => {
    expect(hintFor('', 'The train leaves.')).toEqual({ index: 0, word: 'The' });
    expect(hintFor('the train', 'The train leaves.')).toEqual({ index: 2, word: 'leaves' });
    expect(hintFor('the plane leaves', 'The train leaves.')).toEqual({ index: 1, word: 'train' });
    expect(hintFor('the train leaves', 'The train leaves.')).toBeNull();
  });
});

describe('helpers', () => {
  it('strips the punctuation around a word', () => {
    expect(bareWord('"station,"')).toBe('station');
    expect(bareWord("don't.")).toBe("don't");
  });
  it('reads digits', () => {
    expect(numberTokenWords('0')).toEqual(['zero']);
    expect(numberTokenWords('40')).toEqual(['forty']);
    expect(numberTokenWords('12th')).toEqual(['twelfth']);
    expect(numberTokenWords('90th')).toEqual(['ninetieth']);
    expect(numberTokenWords('$1')).toEqual(['one', 'dollar']);
    expect(numberTokenWords('word')).toBeNull();
  });
});
