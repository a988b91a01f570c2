'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_SETTINGS, isDefaultSettings, serializeSettingCookie, serializeSettingsDeletion, type SettingKey, type Settings, type ThemeDirection } from './settings-cookies';

export interface SettingsContextValue extends Settings {
  /** Changes one setting and remembers it in its cookie. */
  setField: <K extends SettingKey>(key: K, value: Settings[K]) => void;
  /** Changes several settings at once. */
  setSettings: (patch: Partial<Settings>) => void;
  /** Back to the defaults (direction follows the current language); the cookies are forgotten. */
  reset: () => void;
  /** Whether anything differs from the defaults. */
  canReset: boolean;
  /** Called when the language changes: its direction becomes the setting and the reset default. */
  applyLanguageDirection: (direction: ThemeDirection) => void;
  /** The settings drawer. */
  isDrawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  toggleDrawer: () => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

function writeCookies(patch: Partial<Settings>) {
  for (const [key, value] of Object.entries(patch) as [SettingKey, Settings[SettingKey]][]) {
    document.cookie = serializeSettingCookie(key, value);
  }
}

/**
 * Holds the theme settings. The server reads the cookies and passes `initialSettings`, so the first
 * HTML already has the right mode, direction and colours; from then on this state is the truth and
 * every change is written back to its cookie (3 days, path /).
 */
export function SettingsProvider({ initialSettings, defaultDirection: initialDefaultDirection, children }: { initialSettings: Settings; defaultDirection: ThemeDirection; children: ReactNode }) {
  const [settings, setState] = useState<Settings>(initialSettings);
  // The direction of the current language: what "reset" goes back to, and not counted as a change.
  const [defaultDirection, setDefaultDirection] = useState<ThemeDirection>(initialDefaultDirection);
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  const setSettings = useCallback((patch: Partial<Settings>) => {
    writeCookies(patch);
    setState((previous) => ({ ...previous, ...patch }));
  }, []);

  const setField = useCallback(<K extends SettingKey>(key: K, value: Settings[K]) => setSettings({ [key]: value } as Partial<Settings>), [setSettings]);

  const reset = useCallback(() => {
    for (const cookie of serializeSettingsDeletion()) document.cookie = cookie;
    setState({ ...DEFAULT_SETTINGS, direction: defaultDirection });
  }, [defaultDirection]);

  const applyLanguageDirection = useCallback(
    (direction: ThemeDirection) => {
      setDefaultDirection(direction);
      setSettings({ direction });
    },
    [setSettings],
  );

  // <html dir> follows the setting without a reload (the server renders it from the cookie on the
  // next request; CssBaseline's enableColorScheme does the same for the colour scheme).
  useEffect(() => {
    document.documentElement.dir = settings.direction;
  }, [settings.direction]);

  const value = useMemo<SettingsContextValue>(
    () => ({
      ...settings,
      setField,
      setSettings,
      reset,
      canReset: !isDefaultSettings(settings, { ...DEFAULT_SETTINGS, direction: defaultDirection }),
      applyLanguageDirection,
      isDrawerOpen,
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => setDrawerOpen(false),
      toggleDrawer: () => setDrawerOpen((open) => !open),
    }),
    [settings, setField, setSettings, reset, applyLanguageDirection, defaultDirection, isDrawerOpen],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** The theme settings and their setters. Must be used under SettingsProvider (the root layout). */
export function useSettings(): SettingsContextValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used inside <SettingsProvider> (the root layout provides it).');
  return context;
}
