import { describe, expect, it } from 'vitest';
import en from '@web/locales/en/misc.json';
import { GLOBAL_ERROR_TEXTS_EN } from './global-error-texts';

describe('the global error screen\'s English texts', () => {
  it('are those of locales/en/misc.json', () => {
    for (const [section, texts] of Object.entries(GLOBAL_ERROR_TEXTS_EN)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(text, `${section}.${key}`).toBe((en as unknown as Record<string, Record<string, unknown>>)[section][key]);
      }
    }
  });
});
