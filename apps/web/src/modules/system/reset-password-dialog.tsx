'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminResetPasswordBodySchema, type UserProfile } from '@lexam/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useToast } from '@web/lib/toast';
import { FieldControl, problemFieldErrors, problemTitle, useResourceSendMutation } from '@web/modules/resource';


type ResetValues = z.input<typeof AdminResetPasswordBodySchema>;

/** Sets a new password for a user (PUT Auth/resetPasswordAdmin or Auth/resetPassword); their sessions end. */
export function ResetPasswordDialog({ row, onClose }: { row: UserProfile; onClose: () => void }) {
  const { t } = useTranslation('system');
  const toast = useToast();
  const titleId = useId();
  const [send] = useResourceSendMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ResetValues, unknown, z.output<typeof AdminResetPasswordBodySchema>>({
    resolver: zodResolver(AdminResetPasswordBodySchema),
    defaultValues: { id: row.id, newPassword: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    const url = row.kind === 'admin' ? 'Auth/resetPasswordAdmin' : 'Auth/resetPassword';
    const result = await send({ key: 'user', request: { method: 'PUT', url, body } });
    if ('error' in result) {
      setProblem(problemTitle(result.error));
      const message = problemFieldErrors(result.error).newPassword;
      if (message) setError('newPassword', { type: 'server', message });
      return;
    }
    toast.success(t('users.resetPassword.done'));
    onClose();
  });

  const name = row.fullName || row.username || row.email || `#${row.id}`;
  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('users.resetPassword.title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>{t('users.resetPassword.text')}</DialogContentText>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Controller
            name="newPassword"
            control={control}
            render={({ field, fieldState }) => (
              <FieldControl
                field={{ name: 'newPassword', label: 'users.resetPassword.newPassword', kind: 'password', helper: 'users.help.password' }}
                ns="system"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                disabled={formState.isSubmitting}
                options={[]}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={formState.isSubmitting}>
            {t('resource:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('users.resetPassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
