'use client';

// First: before any schema of the app parses (zod-jitless.ts).
import './zod-jitless';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { Resource } from 'i18next';
import type { ReactNode } from 'react';
import { AuthProvider } from '@web/lib/auth/auth-provider';
import type { Language } from '@web/lib/i18n/config';
import { I18nProvider } from '@web/lib/i18n/i18n-provider';
import { ProgressBar } from '@web/lib/progress';
import { ToastProvider } from '@web/lib/toast/toast-provider';
import { LazySettingsDrawer } from '@web/settings/lazy-settings-drawer';
import { SettingsProvider } from '@web/settings/settings-provider';
import type { Settings, ThemeDirection } from '@web/settings/settings-cookies';
import { emotionCacheOptions } from '@web/theme/direction-cache';
import { ThemeProvider } from '@web/theme/theme-provider';
import { HydrationMark } from './hydration';

export interface AppProvidersProps {
  language: Language;
  /** The language's namespaces, preloaded by the server so the first HTML is translated. */
  resources: Resource;
  /** The theme settings read from the request cookies. */
  settings: Settings;
  /** The direction of the language (what a settings reset returns to). */
  defaultDirection: ThemeDirection;
  children: ReactNode;
}

/**
 * Every provider of the app, outermost first: Emotion cache (RTL-aware) → settings → theme →
 * i18n → toasts → session (auth) → progress bar → the page. The redux store (with its restoration
 * gate) is provided by the layouts of the areas that use it (learner, exam, dashboard), so the
 * landing, sign-in and misc pages do not load Redux Toolkit, RTK Query and redux-persist. The settings drawer is
 * rendered once here and opened from any header.
 */
export function AppProviders({ language, resources, settings, defaultDirection, children }: AppProvidersProps) {
  return (
    <AppRouterCacheProvider options={emotionCacheOptions(settings.direction)}>
      <SettingsProvider initialSettings={settings} defaultDirection={defaultDirection}>
        <ThemeProvider>
          <I18nProvider language={language} resources={resources}>
            <ToastProvider>
              <AuthProvider>
                <ProgressBar />
                <LazySettingsDrawer />
                {children}
                <HydrationMark />
              </AuthProvider>
            </ToastProvider>
          </I18nProvider>
        </ThemeProvider>
      </SettingsProvider>
    </AppRouterCacheProvider>
  );
}
