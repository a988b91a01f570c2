import { describe, expect, it } from 'vitest';
import { actionOfKey, resumePosition } from './video-keys';

describe('player keys', () => {
  it('maps the keys of the player and leaves the others and modified keys alone', () => {
    expect(actionOfKey({ key: ' ' })).toEqual({ type: 'toggle-play' });
    expect(actionOfKey({ key: 'k' })).toEqual({ type: 'toggle-play' });
    expect(actionOfKey({ key: 'ArrowLeft' })).toEqual({ type: 'seek-by', seconds: -5 });
    expect(actionOfKey({ key: 'l' })).toEqual({ type: 'seek-by', seconds: 10 });
    expect(actionOfKey({ key: 'J' })).toEqual({ type: 'seek-by', seconds: -10 });
    expect(actionOfKey({ key: 'c' })).toEqual({ type: 'toggle-captions' });
    expect(actionOfKey({ key: 'f' })).toEqual({ type: 'fullscreen' });
    expect(actionOfKey({ key: 'm' })).toEqual({ type: 'toggle-mute' });
    expect(actionOfKey({ key: 'l', ctrlKey: true })).toBeNull();
    expect(actionOfKey({ key: 'Tab' })).toBeNull();
  });
  it('resumes from the saved position unless it is at the very start or end', () => {
    expect(resumePosition({ saved: 83, duration: 300 })).toBe(83);
    expect(resumePosition({ saved: 1, duration: 300 })).toBeNull();
    expect(resumePosition({ saved: 299, duration: 300 })).toBeNull();
    expect(resumePosition({ saved: 10, duration: Number.NaN })).toBeNull();
  });
});
