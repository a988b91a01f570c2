import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from './config';

// The request's language comes from next/headers, which only exists inside a Next request.
const language = vi.hoisted(() => ({ current: 'en' as Language }));
vi.mock('./request-language', () => ({ requestLanguage: async () => language.current }));

const { serverTranslation } = await import('./server-translation');
const english = (await import('../../locales/en/landing.json')).default;
const french = (await import('../../locales/fr/landing.json')).default;
const common = (await import('../../locales/ar/common.json')).default;

describe('serverTranslation', () => {
  afterEach(() => {
    language.current = 'en';
  });

  it("translates a namespace's keys in the request's language", async () => {
    language.current = 'fr';
    const { t, language: resolved } = await serverTranslation('landing');
    expect(resolved).toBe('fr');
    expect(t('hero.titleHighlight')).toBe(french.hero.titleHighlight);
    expect(t('hero.titleHighlight')).not.toBe(english.hero.titleHighlight);
  });

  it('interpolates like the client, without escaping (React escapes)', async () => {
    language.current = 'ar';
    const { t } = await serverTranslation('common');
    const text = t('footer.copyright', { year: 2031 });
    expect(text).toBe(common.footer.copyright.replace('{{year}}', '2031'));
    expect(text).toContain('2031');
    expect(t('x', { defaultValue: '<b>&</b>' })).toBe('<b>&</b>');
  });

  it('answers an unknown key with the key itself, as the client does', async () => {
    language.current = 'vn';
    const { t } = await serverTranslation('landing');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
