import type { ReactNode } from 'react';
import { AREA_NAMESPACES, type Area } from './area-namespaces';
import { I18nResources } from './i18n-resources';
import { requestLanguage } from './request-language';
import { loadLanguageResources } from './resources';

/** Server component: sends the namespaces of one area of the app in the request's language (see area-namespaces.ts). */
export async function AreaTranslations({ area, children }: { area: Area; children: ReactNode }) {
  const language = await requestLanguage();
  const resources = await loadLanguageResources(language, AREA_NAMESPACES[area]);
  return (
    <I18nResources language={language} bundles={resources[language] ?? {}}>
      {children}
    </I18nResources>
  );
}
