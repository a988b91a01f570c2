'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ConversionTable } from '@lexam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminClient } from '@web/lib/api';
import { problemTitle } from '@web/modules/resource';

/**
 * An IELTS reading test's table: the Academic default (null) or the General Training table, which
 * the server hands out (`GET IeltsOnlineTest/defaultTable`) and the test then stores as its own.
 */
export function ReadingTableField({ value, onChange, error, disabled }: { value: ConversionTable | null; onChange: (table: ConversionTable | null) => void; error?: string; disabled?: boolean }) {
  const { t } = useTranslation('exam-admin');
  const [isLoading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (choice: string) => {
    setProblem(null);
    if (choice === 'academic') {
      onChange(null);
      return;
    }
    setLoading(true);
    const result = await adminClient.request<ConversionTable>('GET', 'IeltsOnlineTest/defaultTable', { params: { section: 'general-reading' } });
    setLoading(false);
    if (result.ok) onChange(result.data);
    else setProblem(problemTitle(result));
  };
  const shown = problem ?? error;
  return (
    <TextField
      select
      label={t('table.reading')}
      value={value ? 'general' : 'academic'}
      onChange={(event) => void choose(event.target.value)}
      error={Boolean(shown)}
      helperText={shown ?? t('table.readingHelp')}
      disabled={disabled || isLoading}
    >
      <MenuItem value="academic">{t('table.academic')}</MenuItem>
      <MenuItem value="general">{t('table.general')}</MenuItem>
    </TextField>
  );
}
