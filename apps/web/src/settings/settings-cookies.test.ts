import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  isDefaultSettings,
  parseSettingValue,
  readSettingsFromCookies,
  serializeSettingCookie,
  serializeSettingsDeletion,
  SETTINGS_COOKIES,
} from './settings-cookies';

describe('settings defaults', () => {
  it('are the spec defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      mode: 'light',
      direction: 'ltr',
      layout: 'vertical',
      contrast: 'default',
      colorPreset: 'default',
      stretch: false,
    });
  });

  it('use one cookie per setting with the contract names', () => {
    expect(SETTINGS_COOKIES).toEqual({
      mode: 'settings-mode',
      direction: 'settings-direction',
      layout: 'settings-layout',
      contrast: 'settings-contrast',
      colorPreset: 'settings-color-preset',
      stretch: 'settings-stretch',
    });
  });
});

describe('parseSettingValue', () => {
  it('accepts only known values', () => {
    expect(parseSettingValue('mode', 'dark')).toBe('dark');
    expect(parseSettingValue('mode', 'sepia')).toBeUndefined();
    expect(parseSettingValue('layout', 'mini')).toBe('mini');
    expect(parseSettingValue('colorPreset', 'orange')).toBe('orange');
    expect(parseSettingValue('colorPreset', 'green')).toBeUndefined();
    expect(parseSettingValue('direction', 'RTL')).toBeUndefined();
    expect(parseSettingValue('contrast', undefined)).toBeUndefined();
  });

  it('reads stretch as a strict boolean', () => {
    expect(parseSettingValue('stretch', 'true')).toBe(true);
    expect(parseSettingValue('stretch', 'false')).toBe(false);
    expect(parseSettingValue('stretch', '1')).toBeUndefined();
  });
});

describe('readSettingsFromCookies', () => {
  it('returns the defaults when no cookie is set', () => {
    expect(readSettingsFromCookies({})).toEqual(DEFAULT_SETTINGS);
  });

  it('reads every cookie and ignores invalid ones', () => {
    const settings = readSettingsFromCookies({
      'settings-mode': 'dark',
      'settings-direction': 'rtl',
      'settings-layout': 'diagonal',
      'settings-contrast': 'bold',
      'settings-color-preset': 'purple',
      'settings-stretch': 'true',
    });
    expect(settings).toEqual({ mode: 'dark', direction: 'rtl', layout: 'vertical', contrast: 'bold', colorPreset: 'purple', stretch: true });
  });

  it('falls back to caller defaults (the direction of the language)', () => {
    expect(readSettingsFromCookies({}, { direction: 'rtl' }).direction).toBe('rtl');
    expect(readSettingsFromCookies({ 'settings-direction': 'ltr' }, { direction: 'rtl' }).direction).toBe('ltr');
  });
});

describe('setting cookies', () => {
  it('last three days at the site root', () => {
    const now = Date.UTC(2025, 5, 10, 8, 30);
    expect(serializeSettingCookie('mode', 'dark', now)).toBe('settings-mode=dark; expires=Fri, 13 Jun 2025 08:30:00 GMT; path=/; SameSite=Lax');
    expect(serializeSettingCookie('stretch', true, now)).toMatch(/^settings-stretch=true; expires=Fri, 13 Jun 2025/);
  });

  it('are all forgotten on reset', () => {
    const deletions = serializeSettingsDeletion();
    expect(deletions).toHaveLength(6);
    expect(deletions.every((cookie) => cookie.includes('expires=Thu, 01 Jan 1970'))).toBe(true);
  });

  it('detect a change from the defaults', () => {
    expect(isDefaultSettings({ ...DEFAULT_SETTINGS }, DEFAULT_SETTINGS)).toBe(true);
    expect(isDefaultSettings({ ...DEFAULT_SETTINGS, stretch: true }, DEFAULT_SETTINGS)).toBe(false);
  });
});
