import { describe, expect, it } from 'vitest';
import { oncePerKey } from './once-per-key';

describe('oncePerKey', () => {
  it('calls once per key and shares the answer', async () => {
    const calls: string[] = [];
    const once = oncePerKey(async (key) => (calls.push(key), `answer ${calls.length}`));
    const [first, second] = await Promise.all([once.run('a'), once.run('a')]);
    expect(first).toBe('answer 1');
    expect(second).toBe('answer 1');
    expect(await once.run('b')).toBe('answer 2');
    expect(calls).toEqual(['a', 'b']);
  });

  it('calls again after forget', async () => {
    let count = 0;
    const once = oncePerKey(async () => ++count);
    expect(await once.run('a')).toBe(1);
    once.forget('a');
    expect(await once.run('a')).toBe(2);
  });
});
