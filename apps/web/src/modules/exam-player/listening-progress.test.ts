import { describe, expect, it } from 'vitest';
import { afterRecording, parseListening } from './listening-progress';

describe('listening progress', () => {
  it('plays the recordings in order, then leaves time to check', () => {
    expect(afterRecording(0, 4)).toEqual({ phase: 'playing', index: 1, position: 0 });
    expect(afterRecording(3, 4)).toEqual({ phase: 'checking' });
  });

  it('resumes a stored place and starts over from anything unreadable', () => {
    expect(parseListening(JSON.stringify({ phase: 'playing', index: 2, position: 31.5 }))).toEqual({ phase: 'playing', index: 2, position: 31.5 });
    expect(parseListening(JSON.stringify({ phase: 'checking' }))).toEqual({ phase: 'checking' });
    expect(parseListening(JSON.stringify({ phase: 'playing', index: -1, position: 0 }))).toEqual({ phase: 'ready' });
    expect(parseListening('x')).toEqual({ phase: 'ready' });
    expect(parseListening(null)).toEqual({ phase: 'ready' });
  });
});
