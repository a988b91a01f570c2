export { SettingsProvider, useSettings } from './settings-provider';
export type { SettingsContextValue } from './settings-provider';
// The drawer itself is loaded on demand (lazy-settings-drawer.tsx): not re-exported, so importing this barrel does not pull it in.
export { LazySettingsDrawer } from './lazy-settings-drawer';
export { SettingsButton } from './settings-button';
export {
  DEFAULT_SETTINGS,
  SETTINGS_COOKIES,
  SETTINGS_COOKIE_DAYS,
  THEME_MODES,
  DIRECTIONS,
  NAV_LAYOUTS,
  CONTRASTS,
  COLOR_PRESETS,
  readSettingsFromCookies,
  serializeSettingCookie,
} from './settings-cookies';
export type { Settings, SettingKey, ThemeMode, ThemeDirection, NavLayout, ThemeContrast, ColorPreset } from './settings-cookies';
