export { SettingsProvider, useSettings } from './settings-provider';
export type { SettingsContextValue } from './settings-provider';
export { SettingsDrawer, SETTINGS_DRAWER_WIDTH } from './drawer/settings-drawer';
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
