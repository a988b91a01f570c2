'use client';

import SettingsIcon from '@mui/icons-material/TuneRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DESIRED_RETENTION, NEW_CARDS_PER_DAY } from '@lexam/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/i18n/intl-locale';
import { useToast } from '@web/lib/toast';
import { ConfirmActionDialog } from '@web/modules/flashcards/confirm-action-dialog';
import { failureText } from './failure-text';
import { useResetListMutation, useSettingsQuery, useUpdateSettingsMutation } from './flashcards-api';

/** The study settings button: desired retention and daily new cards (the learner's), and the list's reset. */
export function StudySettingsButton({ wordListId }: { wordListId: number }) {
  const { t } = useTranslation('flashcards');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<SettingsIcon />} onClick={() => setOpen(true)} data-testid="study-settings">
        {t('settings.open')}
      </Button>
      {open ? <SettingsDialog wordListId={wordListId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SettingsDialog({ wordListId, onClose }: { wordListId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('flashcards');
  const titleId = useId();
  const toast = useToast();
  const { data } = useSettingsQuery();
  const [save, saving] = useUpdateSettingsMutation();
  const [reset, resetting] = useResetListMutation();
  const [retention, setRetention] = useState<number | null>(null);
  const [perDay, setPerDay] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shownRetention = retention ?? data?.desiredRetention ?? DESIRED_RETENTION.default;
  const shownPerDay = perDay ?? String(data?.newCardsPerDay ?? NEW_CARDS_PER_DAY.default);
  const perDayNumber = Number(shownPerDay);
  const perDayValid = /^\d+$/.test(shownPerDay) && perDayNumber >= NEW_CARDS_PER_DAY.min && perDayNumber <= NEW_CARDS_PER_DAY.max;
  const percent = (value: number) => formatNumber(value, i18n.language, { style: 'percent' });

  const onSave = async () => {
    const result = await save({ desiredRetention: Math.round(shownRetention * 100) / 100, newCardsPerDay: perDayNumber, utcOffsetMinutes: -new Date().getTimezoneOffset() });
    if ('error' in result) return setFailure(failureText(result.error));
    toast.success(t('settings.saved'));
    onClose();
  };
  const onReset = async () => {
    const result = await reset({ wordListId });
    setConfirming(false);
    if ('error' in result) return setFailure(failureText(result.error));
    toast.success(t('settings.resetDone', { count: result.data.cardsReset }));
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('settings.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <div>
            <Typography id={`${titleId}-retention`} gutterBottom>
              {t('settings.retention', { value: percent(shownRetention) })}
            </Typography>
            <Slider
              value={shownRetention}
              min={DESIRED_RETENTION.min}
              max={DESIRED_RETENTION.max}
              step={0.01}
              onChange={(_event, value) => setRetention(value as number)}
              valueLabelDisplay="auto"
              valueLabelFormat={percent}
              getAriaValueText={percent}
              slotProps={{ input: { 'aria-labelledby': `${titleId}-retention`, 'data-testid': 'retention-slider' } as object }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('settings.retentionHelp')}
            </Typography>
            {shownRetention > DESIRED_RETENTION.warnAbove ? (
              <Alert severity="warning" sx={{ mt: 1 }} data-testid="retention-warning">
                {t('settings.retentionWarning')}
              </Alert>
            ) : null}
          </div>
          <TextField
            label={t('settings.newPerDay')}
            value={shownPerDay}
            onChange={(event) => setPerDay(event.target.value)}
            error={!perDayValid}
            helperText={perDayValid ? t('settings.newPerDayHelp') : t('settings.newPerDayError', { max: NEW_CARDS_PER_DAY.max })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'new-per-day' } }}
          />
          <Divider />
          <div>
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)} data-testid="reset-list">
              {t('settings.reset')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('settings.resetHelp')}
            </Typography>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('settings.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void onSave()} loading={saving.isLoading} disabled={!perDayValid}>
          {t('settings.save')}
        </Button>
      </DialogActions>
      <ConfirmActionDialog open={confirming} title={t('settings.resetConfirmTitle')} content={t('settings.resetConfirm')} confirmLabel={t('settings.resetConfirmButton')} isBusy={resetting.isLoading} onConfirm={() => void onReset()} onClose={() => setConfirming(false)} />
    </Dialog>
  );
}
