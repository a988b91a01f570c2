import { createInstance, type TFunction } from 'i18next';
import { cache } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './config';
import { SHARED_I18N_OPTIONS } from './shared-options';
import { requestLanguage } from './request-language';
import { loadLanguageResources } from './resources';

export interface ServerTranslation {
  /** Translates a key of the namespace, with the client's interpolation and English fallback. */
  t: TFunction;
  /** The request's language (cookie, else Accept-Language, else English). */
  language: Language;
}

/**
 * The texts of one namespace in the request's language, for server components: their text is in the
 * HTML and the namespace never goes to the browser. One i18next instance per request and namespace
 * (React's `cache` lasts one server render), set up as the client's (create-i18n.ts): same keys,
 * same interpolation, English for a key a language lacks. A language switch re-renders server
 * components (use-locale.ts calls `router.refresh()`), so the text follows it.
 * Server only: it reads the request's cookies and headers.
 */
export const serverTranslation = cache(async (namespace: string): Promise<ServerTranslation> => {
  const language = await requestLanguage();
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const bundles = await Promise.all(languages.map((lng) => loadLanguageResources(lng, [namespace])));
  const instance = createInstance();
  await instance.init({
    lng: language,
    resources: Object.assign({}, ...bundles),
    ns: [namespace],
    defaultNS: namespace,
    ...SHARED_I18N_OPTIONS,
  });
  return { t: instance.getFixedT(language, namespace), language };
});
