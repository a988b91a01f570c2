'use client';

// Shown when the root layout itself fails, so it leans on nothing that layout provides: no theme, no
// i18n instance, no MUI. It reads the language and the theme cookies itself and styles with plain CSS.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { parseCookies } from '@web/lib/cookies';
import { DEFAULT_LANGUAGE, getLanguageOption, LANGUAGE_STORAGE_KEY, toLanguage, type Language } from '@web/lib/i18n/config';
import { readSettingsFromCookies } from '@web/settings/settings-cookies';
import { PRESET_PRIMARY } from '@web/theme/palette';
import { GLOBAL_ERROR_TEXTS_EN as en, type GlobalErrorTexts as Messages } from './global-error-texts';

/**
 * The other languages' texts are fetched when this screen is shown: this component is part of every
 * page's first load, and five copies of misc.json would weigh on all of them for a screen that is rare.
 */
const LOAD_MESSAGES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  fr: () => import('@web/locales/fr/misc.json'),
  vn: () => import('@web/locales/vn/misc.json'),
  cn: () => import('@web/locales/cn/misc.json'),
  ar: () => import('@web/locales/ar/misc.json'),
};

/** The screen's texts in `language`: English at once, another language once its file has loaded (null until then, English if it fails). */
function useMessages(language: Language): Messages | null {
  const [loaded, setLoaded] = useState<{ language: Language; messages: Messages } | null>(null);
  useEffect(() => {
    if (language === 'en') return;
    let isCurrent = true;
    LOAD_MESSAGES[language]()
      .then((module) => module.default, () => en)
      .then((messages) => {
        if (isCurrent) setLoaded({ language, messages });
      });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  if (language === 'en') return en;
  return loaded?.language === language ? loaded.messages : null;
}

type GlobalErrorProps = {
  error: unknown;
  /** Fetches and renders the app again. */
  retry: () => void;
};

const noSubscription = () => () => {};
const readCookieHeader = () => document.cookie;
const readServerCookieHeader = () => '';

export default function GlobalError({ error, retry }: GlobalErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const cookieHeader = useSyncExternalStore(noSubscription, readCookieHeader, readServerCookieHeader);
  const cookies = parseCookies(cookieHeader);
  const language = toLanguage(cookies[LANGUAGE_STORAGE_KEY]) ?? DEFAULT_LANGUAGE;
  const option = getLanguageOption(language);
  const settings = readSettingsFromCookies(cookies, { direction: option.dir });
  const primary = PRESET_PRIMARY[settings.colorPreset];
  const text = useMessages(language);
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  // Without a stored choice the page follows the system's colour scheme (CSS below).
  const mode = cookies['settings-mode'] ? settings.mode : undefined;

  return (
    <html lang={option.htmlLang} dir={option.dir} data-mode={mode}>
      <head>
        <title>{text ? `${text.serverError.title} | Lexam` : 'Lexam'}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>{`
          :root { color-scheme: light dark; --bg: #FFFFFF; --text: #1C252E; --muted: #637381; --line: rgba(145,158,171,0.32); --soft: rgba(145,158,171,0.16); --paper: #FFFFFF; }
          html[data-mode='dark'] { --bg: #141A21; --text: #FFFFFF; --muted: #919EAB; --paper: #1C252E; }
          @media (prefers-color-scheme: dark) { html:not([data-mode]) { --bg: #141A21; --text: #FFFFFF; --muted: #919EAB; --paper: #1C252E; } }
          * { box-sizing: border-box; }
          body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 32px 16px;
            background: var(--bg); color: var(--text); font-family: Roboto, "Helvetica Neue", Helvetica, Arial, sans-serif; line-height: 1.5; }
          main { width: 100%; max-width: 520px; text-align: center; }
          .overline { margin: 0 0 8px; font-size: 12px; font-weight: 700; letter-spacing: 1.5px; text-transform: uppercase; color: var(--accent); }
          h1 { margin: 0 0 16px; font-size: clamp(1.75rem, 5vw, 2.5rem); font-weight: 800; line-height: 1.2; }
          p { margin: 0; color: var(--muted); }
          svg { display: block; width: 100%; max-width: 300px; height: auto; margin: 40px auto; }
          .actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; }
          .button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 0 22px; border-radius: 8px;
            font: inherit; font-size: 15px; font-weight: 700; text-decoration: none; cursor: pointer; border: 1px solid transparent; }
          .primary { background: var(--accent-strong); color: #FFFFFF; }
          .primary:hover { filter: brightness(1.08); }
          .secondary { background: transparent; color: var(--text); border-color: var(--line); }
          .secondary:hover { background: var(--soft); }
          .button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
          .reference { margin-top: 32px; font-size: 12px; }
          code { font-family: ui-monospace, monospace; }
        `}</style>
      </head>
      <body style={{ ['--accent' as string]: mode === 'dark' ? primary.light : primary.dark, ['--accent-strong' as string]: primary.dark }}>
        {text ? (
          <main>
            <p className="overline">{text.serverError.overline}</p>
            <h1>{text.serverError.title}</h1>
            <p>{text.serverError.description}</p>
            <svg viewBox="0 0 240 180" role="img" aria-label={text.serverError.illustration}>
              <ellipse cx="120" cy="168" rx="84" ry="6" fill="var(--soft)" />
              {[24, 70, 116].map((y, index) => (
                <g key={y}>
                  <rect x="50" y={y} width="140" height="40" rx="10" fill="var(--paper)" stroke="var(--line)" strokeWidth="2" />
                  <circle cx="70" cy={y + 20} r="5" fill={index === 1 ? '#FF5630' : '#22C55E'} />
                  <rect x="110" y={y + 12} width="64" height="5" rx="2.5" fill="var(--soft)" />
                  <rect x="110" y={y + 23} width="44" height="5" rx="2.5" fill="var(--soft)" />
                </g>
              ))}
              <path d="M176 6a8 8 0 0 1 13.9 0l27 46.8A8 8 0 0 1 210 64.8h-54a8 8 0 0 1-6.9-12z" fill="#FFAB00" />
              <rect x="179" y="22" width="7" height="22" rx="3.5" fill="#1C252E" />
              <circle cx="182.5" cy="52" r="4" fill="#1C252E" />
            </svg>
            <div className="actions">
              <button type="button" className="button primary" onClick={() => retry()}>
                {text.common.tryAgain}
              </button>
              {/* A plain link: a full page load rebuilds the root layout that failed. */}
              <a className="button secondary" href="/">
                {text.common.goHome}
              </a>
            </div>
            {digest ? (
              <p className="reference">
                {text.serverError.reference} <code dir="ltr">{digest}</code>
              </p>
            ) : null}
          </main>
        ) : (
          <main aria-busy="true" />
        )}
      </body>
    </html>
  );
}
