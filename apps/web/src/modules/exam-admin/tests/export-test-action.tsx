'use client';

import type { OnlineTest } from '@lexam/contracts';
import type { ComponentType } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { adminClient } from '@web/lib/api';
import { useToast } from '@web/lib/toast';
import { problemTitle } from '@web/modules/resource';
import { saveBlob } from '@web/modules/resource/download-report';

/** A file name from a test name: letters, digits and dashes. */
export function exportFileName(row: Pick<OnlineTest, 'id' | 'name'>): string {
  const slug = row.name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
  return `${slug || 'test'}-${row.id}.json`;
}

type ExportProps = { row: OnlineTest; onClose: () => void };

/** The export row action of a test resource (`IeltsOnlineTest`, `OnlineToeicTest`, `GrammarOnlineTest`). */
export function exportActionFor(entity: string): ComponentType<ExportProps> {
  return function ExportAction(props: ExportProps) {
    return <ExportTestAction entity={entity} {...props} />;
  };
}

/**
 * The export row action: downloads `GET {E}/{id}/export` (the test document, keys included) as a
 * JSON file, then closes. It has no dialog of its own; a failure is a toast.
 */
export function ExportTestAction({ entity, row, onClose }: ExportProps & { entity: string }) {
  const { t } = useTranslation('exam-admin');
  const toast = useToast();
  const isStarted = useRef(false);
  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    void (async () => {
      const result = await adminClient.request<unknown>('GET', `${entity}/${row.id}/export`);
      if (result.ok) {
        saveBlob(new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' }), exportFileName(row));
        toast.success(t('tests.exported'));
      } else toast.error(problemTitle(result));
      onClose();
    })();
  }, [entity, row, onClose, t, toast]);
  return null;
}
