'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bandOf, type GradingDetail } from '@lexam/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CriteriaPanel, DescriptorsPanel } from './criteria-panel';
import { gradingCalls, problemTitle } from './grading-api';

const AUTOSAVE_MS = 1500;

/**
 * The right-hand side of the grading screen: four 0–9 selectors, the band computed live by the same
 * rule the server stores (contracts' bands.ts), the overall comment, autosaved 1.5 s after a change
 * (and by Ctrl+S), and Release once all four are given. A released grade shows Re-open.
 */
export function GradeForm({ detail, onChanged }: { detail: GradingDetail; onChanged: () => void }) {
  const { t } = useTranslation('grading');
  const [criteria, setCriteria] = useState<Record<string, number>>(detail.criteria ?? {});
  const [overallComment, setOverallComment] = useState(detail.overallComment);
  const [saveState, setSaveState] = useState<'idle' | 'dirty' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [reopenNote, setReopenNote] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ criteria, overallComment });
  useEffect(() => {
    latest.current = { criteria, overallComment };
  }, [criteria, overallComment]);
  const isReleased = detail.status === 'released';
  const section = detail.prompt?.section;
  const band = bandOf(detail.kind, section === 'task1' || section === 'task2' ? section : null, criteria);
  const isComplete = detail.criteriaKeys.every((key) => Number.isInteger(criteria[key]));

  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setSaveState('saving');
    const result = await gradingCalls.saveGrade({ id: detail.id, ...latest.current });
    if (!result.ok) {
      setError(problemTitle(result));
      setSaveState('dirty');
      return false;
    }
    setError(null);
    setSaveState('saved');
    return true;
  }, [detail.id]);

  const changed = () => {
    setSaveState('dirty');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 's' && (event.ctrlKey || event.metaKey) && !isReleased) {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save, isReleased]);

  const release = async () => {
    if (!(await save())) return;
    const result = await gradingCalls.release(detail.id);
    if (!result.ok) return setError(problemTitle(result));
    onChanged();
  };
  const reopen = async () => {
    const result = await gradingCalls.reopen(detail.id, reopenNote);
    if (!result.ok) return setError(problemTitle(result));
    setReopenNote('');
    onChanged();
  };

  return (
    <Stack spacing={2.5}>
      <Typography variant="h6" component="h2">
        {t('detail.criteria')}
      </Typography>
      <CriteriaPanel
        keys={detail.criteriaKeys}
        criteria={criteria}
        disabled={isReleased}
        onChange={(key, value) => {
          setCriteria((current) => ({ ...current, [key]: value }));
          changed();
        }}
      />
      <Box role="status" aria-live="polite" sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle1" component="span">
          {t('detail.band')}
        </Typography>
        {band !== null ? (
          <Typography variant="h4" component="span" data-testid="live-band">
            {band.toFixed(1)}
          </Typography>
        ) : (
          <Typography variant="body2" component="span" color="text.secondary">
            {t('detail.bandPending')}
          </Typography>
        )}
      </Box>
      <DescriptorsPanel keys={detail.criteriaKeys} />
      <TextField
        label={t('detail.overallComment')}
        multiline
        minRows={4}
        value={overallComment}
        disabled={isReleased}
        onChange={(event) => {
          setOverallComment(event.target.value);
          changed();
        }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      {isReleased ? (
        <Stack spacing={1}>
          <Alert severity="success">{t('detail.released')}</Alert>
          <TextField size="small" label={t('detail.reopenNote')} value={reopenNote} onChange={(event) => setReopenNote(event.target.value)} />
          <Button variant="outlined" disabled={!reopenNote.trim()} onClick={() => void reopen()}>
            {t('detail.reopen')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={() => void save()} disabled={saveState === 'saving'}>
            {t('detail.saveGrade')}
          </Button>
          <Button variant="contained" onClick={() => void release()} disabled={!isComplete || saveState === 'saving'}>
            {t('detail.release')}
          </Button>
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {saveState === 'saving' ? t('detail.saving') : saveState === 'saved' ? t('detail.saved') : !isComplete ? t('detail.releaseNeedsAll') : ''}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
