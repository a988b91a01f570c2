/**
 * Theme settings: their values, defaults, cookie names and the (de)serialization rules. Pure, so the
 * server can read them from the request cookies in the root layout (first paint is right) and unit
 * tests can cover every rule.
 */
import { PREFERENCE_COOKIE_DAYS, serializeCookie, serializeCookieDeletion } from '@web/lib/cookies';

export const THEME_MODES = ['light', 'dark'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const NAV_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;
export const CONTRASTS = ['default', 'bold'] as const;
export const COLOR_PRESETS = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type ThemeDirection = (typeof DIRECTIONS)[number];
export type NavLayout = (typeof NAV_LAYOUTS)[number];
export type ThemeContrast = (typeof CONTRASTS)[number];
export type ColorPreset = (typeof COLOR_PRESETS)[number];

export interface Settings {
  mode: ThemeMode;
  direction: ThemeDirection;
  layout: NavLayout;
  contrast: ThemeContrast;
  colorPreset: ColorPreset;
  stretch: boolean;
}

export type SettingKey = keyof Settings;

/** SPEC.md section 4: light, left to right, vertical nav, default contrast and colours, not stretched. */
export const DEFAULT_SETTINGS: Readonly<Settings> = {
  mode: 'light',
  direction: 'ltr',
  layout: 'vertical',
  contrast: 'default',
  colorPreset: 'default',
  stretch: false,
};

/** One cookie per setting, so each survives on its own. */
export const SETTINGS_COOKIES: Readonly<Record<SettingKey, string>> = {
  mode: 'settings-mode',
  direction: 'settings-direction',
  layout: 'settings-layout',
  contrast: 'settings-contrast',
  colorPreset: 'settings-color-preset',
  stretch: 'settings-stretch',
};

export const SETTINGS_COOKIE_DAYS = PREFERENCE_COOKIE_DAYS;

const ALLOWED: { [K in Exclude<SettingKey, 'stretch'>]: readonly Settings[K][] } = {
  mode: THEME_MODES,
  direction: DIRECTIONS,
  layout: NAV_LAYOUTS,
  contrast: CONTRASTS,
  colorPreset: COLOR_PRESETS,
};

/** Parses one cookie value; anything unknown (tampered, from an older version) is `undefined`. */
export function parseSettingValue<K extends SettingKey>(key: K, raw: string | undefined | null): Settings[K] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (key === 'stretch') {
    if (raw === 'true') return true as Settings[K];
    if (raw === 'false') return false as Settings[K];
    return undefined;
  }
  const allowed = ALLOWED[key as Exclude<SettingKey, 'stretch'>] as readonly string[];
  return allowed.includes(raw) ? (raw as Settings[K]) : undefined;
}

/** The cookie text of one setting value. */
export function formatSettingValue<K extends SettingKey>(_key: K, value: Settings[K]): string {
  return String(value);
}

/**
 * Reads the settings from a cookie record (request cookies or `document.cookie` parsed). Missing or
 * invalid values fall back to `defaults` (the caller passes the language's direction there).
 */
export function readSettingsFromCookies(cookies: Readonly<Record<string, string | undefined>>, defaults: Partial<Settings> = {}): Settings {
  const base: Settings = { ...DEFAULT_SETTINGS, ...defaults };
  const result = { ...base } as Record<SettingKey, Settings[SettingKey]>;
  for (const key of Object.keys(SETTINGS_COOKIES) as SettingKey[]) {
    const value = parseSettingValue(key, cookies[SETTINGS_COOKIES[key]]);
    if (value !== undefined) result[key] = value;
  }
  return result as Settings;
}

/** The cookie string that stores one setting for SETTINGS_COOKIE_DAYS days at path /. */
export function serializeSettingCookie<K extends SettingKey>(key: K, value: Settings[K], now: Date | number = Date.now()): string {
  return serializeCookie(SETTINGS_COOKIES[key], formatSettingValue(key, value), { days: SETTINGS_COOKIE_DAYS, now });
}

/** Cookie strings that forget every setting (reset). */
export function serializeSettingsDeletion(): string[] {
  return Object.values(SETTINGS_COOKIES).map((name) => serializeCookieDeletion(name));
}

/** Whether any setting differs from the given defaults (drives the reset button's badge). */
export function isDefaultSettings(settings: Settings, defaults: Settings): boolean {
  return (Object.keys(SETTINGS_COOKIES) as SettingKey[]).every((key) => settings[key] === defaults[key]);
}
