import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AppProviders } from '@web/lib/app-providers';
import { directionOf, getLanguageOption } from '@web/lib/i18n/config';
import { GLOBAL_NAMESPACES } from '@web/lib/i18n/area-namespaces';
import { requestLanguage } from '@web/lib/i18n/request-language';
import { loadLanguageResources } from '@web/lib/i18n/resources';
import { readSettingsFromCookies } from '@web/settings/settings-cookies';
import { FONT_VARIABLE_CLASS } from '@web/theme/fonts';

export const metadata: Metadata = {
  title: { default: 'Lexam', template: '%s | Lexam' },
  description: 'Learn English and prepare for IELTS and TOEIC: reading, listening, speaking, writing, grammar, flashcards and online tests.',
  applicationName: 'Lexam',
  // The favicon is app/icon.svg (Next's file convention adds the <link rel="icon">).
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#FFFFFF' },
    { media: '(prefers-color-scheme: dark)', color: '#141A21' },
  ],
};

/**
 * The root layout reads the language and theme cookies of the request, so the very first HTML is
 * in the right language, direction, mode and colours (no flash after hydration).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [cookieStore, language] = await Promise.all([cookies(), requestLanguage()]);
  const defaultDirection = directionOf(language);
  const settings = readSettingsFromCookies(Object.fromEntries(cookieStore.getAll().map((cookie) => [cookie.name, cookie.value])), { direction: defaultDirection });
  // Only the namespaces every page uses; each route group's layout sends its own (AreaTranslations).
  const resources = await loadLanguageResources(language, GLOBAL_NAMESPACES);

  return (
    <html lang={getLanguageOption(language).htmlLang} dir={settings.direction} className={FONT_VARIABLE_CLASS}>
      <body>
        <AppProviders language={language} resources={resources} settings={settings} defaultDirection={defaultDirection}>
          {children}
        </AppProviders>
      </body>
    </html>
  );
}
