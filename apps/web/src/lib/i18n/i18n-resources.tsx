'use client';

import type { ResourceLanguage } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Adds the namespaces a route group's layout sent (see area-namespaces.ts) to the app's i18next
 * instance, during render and before its children render, so the server's HTML and the hydration
 * both find them: no flash of keys and no suspense. Idempotent. The namespaces also join `ns`, so a
 * language switch loads them in the new language along with the global ones.
 */
export function I18nResources({ language, bundles, children }: { language: string; bundles: ResourceLanguage; children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const [namespace, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle, true, false);
    const known = i18n.options.ns;
    if (Array.isArray(known) && !known.includes(namespace)) known.push(namespace);
  }
  return children;
}
