'use client';

import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChangePasswordBodySchema, type MessageResponseSchema } from '@lexam/contracts';
import { learnerClient } from '@web/lib/api';
import { useToast } from '@web/lib/toast';
import { applyProblemToForm, problemTitle } from '@web/lib/api/problem';

/** The server's body plus the new password typed twice, compared here before anything is sent. */
function buildSchema(mismatch: string) {
  return ChangePasswordBodySchema.extend({ confirmNewPassword: z.string() }).refine((form) => form.newPassword === form.confirmNewPassword, {
    message: mismatch,
    path: ['confirmNewPassword'],
  });
}

type PasswordForm = z.infer<ReturnType<typeof buildSchema>>;
type FieldName = keyof PasswordForm;

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

function PasswordField({ control, name, label, helperText, autoComplete, error }: { control: Control<PasswordForm>; name: FieldName; label: string; helperText?: string; autoComplete: string; error?: string }) {
  const { t } = useTranslation('account');
  const [isVisible, setVisible] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          label={label}
          type={isVisible ? 'text' : 'password'}
          autoComplete={autoComplete}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton edge="end" onClick={() => setVisible((value) => !value)} aria-label={t(isVisible ? 'security.hide' : 'security.show', { field: label })}>
                    {isVisible ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** POST Auth/ChangePassword for the signed-in learner. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const schema = useMemo(() => buildSchema(t('security.mismatch')), [t]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = async ({ currentPassword, newPassword }: PasswordForm) => {
    const result = await learnerClient.post<z.infer<typeof MessageResponseSchema>>('Auth/ChangePassword', { currentPassword, newPassword });
    if (!result.ok) {
      applyProblemToForm(result.error, setError, ['currentPassword', 'newPassword']);
      toast.error(problemTitle(result.error));
      return;
    }
    reset(EMPTY);
    toast.success(t('security.changed'));
  };

  return (
    <Card component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="password-heading" sx={{ p: { xs: 3, md: 4 }, maxWidth: 640 }}>
      <Typography id="password-heading" variant="h6" component="h2">
        {t('security.heading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        {t('security.lead')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <PasswordField control={control} name="currentPassword" label={t('security.currentPassword')} autoComplete="current-password" error={errors.currentPassword?.message} />
        <PasswordField control={control} name="newPassword" label={t('security.newPassword')} autoComplete="new-password" helperText={t('security.newPasswordHelp')} error={errors.newPassword?.message} />
        <PasswordField control={control} name="confirmNewPassword" label={t('security.confirmNewPassword')} autoComplete="new-password" error={errors.confirmNewPassword?.message} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('security.submit')}
        </Button>
      </Box>
    </Card>
  );
}
