'use client';

import { PhysicsLoginBodySchema } from '@lexam/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@web/lib/auth/auth-provider';
import { PasswordField } from '@web/modules/auth-recovery/components/password-field';
import { RhfTextField } from '@web/modules/auth-recovery/components/rhf-text-field';
import { paths } from '@web/lib/routes';
import { AuthFormHeader } from './auth-form-header';
import { useSignInForm } from './use-sign-in-form';

/** The learner sign-in (/auth/login): e-mail and password (Auth/loginPhysics), or a social provider. */
export function LoginView({ social }: { social?: ReactNode }) {
  const { t } = useTranslation('session');
  const { loginPhysics } = useAuth();
  const { form, onSubmit, error } = useSignInForm({ schema: PhysicsLoginBodySchema, defaultValues: { email: '', password: '' }, signIn: loginPhysics, home: paths.page.home });
  const { control, formState } = form;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <AuthFormHeader
        title={t('login.title')}
        subtitle={t('login.subtitle')}
        extra={
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {t('login.noAccount')}{' '}
            <Link component={NextLink} href={paths.auth.register} variant="subtitle2">
              {t('login.register')}
            </Link>
          </Typography>
        }
      />
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <RhfTextField name="email" control={control} type="email" autoComplete="email" label={t('fields.email')} slotProps={{ htmlInput: { dir: 'ltr' } }} autoFocus />
        <PasswordField name="password" control={control} autoComplete="current-password" label={t('fields.password')} />
        <Link component={NextLink} href={paths.auth.resetPassword} variant="body2" color="inherit" sx={{ alignSelf: 'flex-end' }}>
          {t('login.forgot')}
        </Link>
        <Button type="submit" size="large" variant="contained" color="inherit" loading={formState.isSubmitting} fullWidth>
          {t('login.submit')}
        </Button>
      </Box>
      {social && (
        <>
          <Divider sx={{ my: 3, typography: 'overline', color: 'text.disabled' }}>{t('login.or')}</Divider>
          {social}
        </>
      )}
      <Link component={NextLink} href={paths.auth.loginAdmin} variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        {t('login.staff')}
      </Link>
    </Box>
  );
}
