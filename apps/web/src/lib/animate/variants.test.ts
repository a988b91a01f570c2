import { describe, expect, it } from 'vitest';
import { DISTANCE, DURATION_IN, DURATION_OUT, LAZY_DELAY_MS } from './config';
import { varFade, varSlide } from './variants';

describe('animation constants', () => {
  it('match the spec', () => {
    expect([DURATION_IN, DURATION_OUT, DISTANCE, LAZY_DELAY_MS]).toEqual([0.64, 0.48, 120, 200]);
  });

  it('fade up from 120 px below, in 0.64 s, out in 0.48 s', () => {
    const variants = varFade('inUp');
    expect(variants.initial).toEqual({ opacity: 0, y: 120 });
    expect(variants.animate).toMatchObject({ opacity: 1, y: 0, transition: { duration: 0.64 } });
    expect(variants.exit).toMatchObject({ opacity: 0, y: 120, transition: { duration: 0.48 } });
  });

  it('slide without fading and honour a custom distance', () => {
    expect(varSlide('inLeft', { distance: 40 }).initial).toEqual({ x: -40 });
    expect(varFade('in').initial).toEqual({ opacity: 0 });
  });
});
