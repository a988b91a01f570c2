'use client';

import SettingsIcon from '@mui/icons-material/TextFields';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hintProps } from '@web/components/hint';
import { useWantedOnce } from '@web/lib/lazy-mount';
import type { ExamDisplaySettings } from './exam-display';
import { LazyDisplayOptionsPopover } from './lazy-parts';

/** The top bar's text size and colour scheme options (as in the official test's settings). */
export function DisplayOptionsButton({ value, onChange }: { value: ExamDisplaySettings; onChange: (next: ExamDisplaySettings) => void }) {
  const { t } = useTranslation('exam');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const wantsPopover = useWantedOnce(anchor !== null);
  return (
    <>
      <IconButton aria-label={t('display.title')} aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)} data-testid="display-options" {...hintProps(t('display.title'))}>
        <SettingsIcon />
      </IconButton>
      {wantsPopover && <LazyDisplayOptionsPopover anchor={anchor} onClose={() => setAnchor(null)} value={value} onChange={onChange} />}
    </>
  );
}
