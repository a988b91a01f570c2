import { describe, expect, it } from 'vitest';
import { draftProblems, splitSegmentAt, splitSentences, spreadSentences, toPayload } from './segments-model';

describe('the segment editor rules', () => {
  it('splits a transcript at sentence ends and line breaks', () => {
    expect(splitSentences('Good morning. Is this the train to York?  Yes! "Really." It is.\nPlatform two')).toEqual(['Good morning.', 'Is this the train to York?', 'Yes!', '"Really."', 'It is.', 'Platform two']);
    expect(splitSentences('  ')).toEqual([]);
  });

  it('spreads sentences back to back over the duration, in proportion to their length', () => {
    const segments = spreadSentences(['abcd.', 'ab.', 'abcdefgh.'], 17_000);
    expect(segments.map((s) => [s.startMs, s.endMs])).toEqual([[0, 5000], [5000, 8000], [8000, 17_000]]);
    expect(draftProblems(segments, 17_000)).toEqual([]);
  });

  it('splits the segment under the play head, sharing its words', () => {
    const [first] = spreadSentences(['one two three four'], 4000);
    const split = splitSegmentAt([first!], 2000);
    expect(split.map((s) => [s.startMs, s.endMs, s.transcript])).toEqual([[0, 2000, 'one two'], [2000, 4000, 'three four']]);
    expect(split[0]!.key).toBe(first!.key);
    expect(splitSegmentAt([first!], 50)).toEqual([first]);
  });

  it('finds what the server would refuse, and sends stored ids back', () => {
    const problems = draftProblems([
      { key: 'a', startMs: 0, endMs: 3000, transcript: 'One.' },
      { key: 'b', startMs: 2000, endMs: 4000, transcript: 'Two.' },
      { key: 'c', startMs: 5000, endMs: 9000, transcript: 'Three.' },
      { key: 'd', startMs: 9000, endMs: 9500, transcript: ' ' },
    ], 8000);
    expect(problems).toEqual([{ key: 'b', problem: 'overlap' }, { key: 'c', problem: 'beyond' }, { key: 'd', problem: 'empty' }]);
    expect(toPayload([{ key: 'x', id: 4, startMs: 10.4, endMs: 20.6, transcript: ' Hi. ' }])).toEqual({ segments: [{ id: 4, startMs: 10, endMs: 21, transcript: 'Hi.' }] });
  });
});
