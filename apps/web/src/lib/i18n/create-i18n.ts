import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, type Language } from './config';
import { SHARED_I18N_OPTIONS } from './shared-options';

/**
 * One i18next instance per app mount (and per request on the server, so two visitors in two
 * languages never share one). It starts synchronously with the resources the server preloaded,
 * then loads any other namespace or language on demand through the glob loader.
 */
export function createI18n({ language, resources }: { language: Language; resources: Resource }): I18n {
  const instance = createInstance();
  // The loader itself is a lazy chunk: its table of 75 files (5 languages × 15 namespaces) is only
  // needed for a language switch or a namespace the page did not bring, not in every first load.
  instance.use(resourcesToBackend((lng: string, ns: string) => import('./import-namespace').then((module) => module.importNamespace(lng, ns)))).use(initReactI18next);
  void instance.init({
    lng: language,
    resources,
    // The preloaded bundles are complete for their language; others come from the backend.
    partialBundledLanguages: true,
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    // Synchronous init among them: the first render (server and hydration) is already translated.
    ...SHARED_I18N_OPTIONS,
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });
  return instance;
}
