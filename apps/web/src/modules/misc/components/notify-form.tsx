'use client';

import type { FormEvent } from 'react';
import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import { useToast } from '@web/lib/toast';
import { useNotifyWish } from './use-notify-wish';

const EmailSchema = z.email();

/**
 * The notify-me field of /coming-soon. It validates the address and keeps it on this device (there
 * is no mailing list yet, and the text under the field says so).
 */
export function NotifyForm() {
  const { t } = useTranslation('misc');
  const toast = useToast();
  const { wish, save, clear } = useNotifyWish();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setError(t('comingSoon.notify.required'));
      return;
    }
    if (!EmailSchema.safeParse(value).success) {
      setError(t('comingSoon.notify.invalid'));
      return;
    }
    if (!save(value)) {
      toast.error(t('comingSoon.notify.storageError'));
      return;
    }
    setError(null);
    setEmail('');
    toast.success(t('comingSoon.notify.saved'));
  };

  const handleForget = () => {
    clear();
    toast.info(t('comingSoon.notify.forgotten'));
  };

  if (wish) {
    return (
      <Alert
        severity="success"
        icon={<NotificationsActiveRoundedIcon />}
        action={
          <Button color="inherit" size="small" onClick={handleForget}>
            {t('comingSoon.notify.forget')}
          </Button>
        }
        sx={{ textAlign: 'start', alignItems: 'center' }}
      >
        {t('comingSoon.notify.onList', { email: wish.email })}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="notify-title">
      <Typography id="notify-title" variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {t('comingSoon.notify.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          fullWidth
          type="email"
          name="email"
          label={t('comingSoon.notify.label')}
          placeholder={t('comingSoon.notify.placeholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? t('comingSoon.notify.helper')}
          slotProps={{
            htmlInput: { autoComplete: 'email', inputMode: 'email', dir: 'ltr' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <MailOutlineRoundedIcon fontSize="small" sx={{ color: 'text.disabled' }} />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" size="large" variant="contained" sx={{ flexShrink: 0, height: 56, px: 3 }}>
          {t('comingSoon.notify.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
