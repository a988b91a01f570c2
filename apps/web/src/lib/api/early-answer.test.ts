import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyAnswer } from './early-answer';

const put = (name: string, url: string, token: string, value: unknown) => {
  (globalThis as Record<string, unknown>).window = { [name]: { url, token, result: Promise.resolve(value) } };
};

describe('takeEarlyAnswer', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).window;
  });

  it('hands an inline script’s answer over once, for the same address and the same token only', async () => {
    put('__early', '/api/x/1', 'token-a', { id: 1 });
    expect(await takeEarlyAnswer('__early', '/api/x/1', 'token-a')).toEqual({ id: 1 });
    expect(takeEarlyAnswer('__early', '/api/x/1', 'token-a')).toBeNull();
    put('__early', '/api/x/1', 'token-a', { id: 1 });
    expect(takeEarlyAnswer('__early', '/api/x/1', 'token-b')).toBeNull();
    put('__early', '/api/x/1', 'token-a', { id: 1 });
    expect(takeEarlyAnswer('__early', '/api/x/2', 'token-a')).toBeNull();
    // Whatever the outcome, the answer is gone: a later call asks the server.
    expect(takeEarlyAnswer('__early', '/api/x/1', 'token-a')).toBeNull();
  });

  it('finds nothing on the server, or where no script left anything', () => {
    expect(takeEarlyAnswer('__early', '/api/x/1', 'token-a')).toBeNull();
    (globalThis as Record<string, unknown>).window = {};
    expect(takeEarlyAnswer('__early', '/api/x/1', 'token-a')).toBeNull();
  });
});
