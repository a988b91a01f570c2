import { describe, expect, it } from 'vitest';
import { shouldStartProgress } from './should-start';

const currentHref = 'http://localhost:3000/page/home?tab=1#top';

describe('shouldStartProgress', () => {
  it('starts for another page of the site', () => {
    expect(shouldStartProgress({ href: 'http://localhost:3000/page/reading', currentHref })).toBe(true);
    expect(shouldStartProgress({ href: '/page/home?tab=2', currentHref })).toBe(true);
  });

  it('ignores the same page, a hash, another site and non-web links', () => {
    expect(shouldStartProgress({ href: '/page/home?tab=1', currentHref })).toBe(false);
    expect(shouldStartProgress({ href: '/page/home?tab=1#faq', currentHref })).toBe(false);
    expect(shouldStartProgress({ href: 'https://example.com/', currentHref })).toBe(false);
    expect(shouldStartProgress({ href: 'mailto:hi@lexam.app', currentHref })).toBe(false);
  });

  it('ignores new tabs, downloads, modifiers, other buttons and handled clicks', () => {
    const href = '/page/reading';
    expect(shouldStartProgress({ href, currentHref, target: '_blank' })).toBe(false);
    expect(shouldStartProgress({ href, currentHref, target: '_self' })).toBe(true);
    expect(shouldStartProgress({ href, currentHref, hasDownload: true })).toBe(false);
    expect(shouldStartProgress({ href, currentHref, hasModifier: true })).toBe(false);
    expect(shouldStartProgress({ href, currentHref, button: 1 })).toBe(false);
    expect(shouldStartProgress({ href, currentHref, defaultPrevented: true })).toBe(false);
  });
});
