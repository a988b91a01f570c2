'use client';

import type { ContinueItems, ProgressSummary } from '@lexam/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { learnerClient } from '@web/lib/api';
import { ContinueRow } from './continue-row';

/** The home's "continue" row loaded by the browser, when the server could not read it; nothing until it comes. */
export function ContinueClient() {
  const { t } = useTranslation('home');
  const [items, setItems] = useState<ContinueItems | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void learnerClient.get<ProgressSummary>('/Progress/getSummary', { signal: controller.signal }).then((result) => {
      if (result.ok && result.data?.continue) setItems(result.data.continue);
    });
    return () => controller.abort();
  }, []);
  return items ? <ContinueRow items={items} t={t} /> : null;
}
