'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditMyProfileBodySchema, type UserProfile } from '@lexam/contracts';
import type { HttpResult } from '@web/lib/api';
import { useToast } from '@web/lib/toast';
import { applyProblemToForm, problemTitle } from '@web/lib/api/problem';

type ProfileInput = z.input<typeof EditMyProfileBodySchema>;
type ProfileOutput = z.output<typeof EditMyProfileBodySchema>;

export interface ProfileFormProps {
  profile: UserProfile;
  /** PUT Auth/editMyProfile (admin) or User/editMyProfile (learner): both answer the new profile. */
  save: (body: ProfileOutput) => Promise<HttpResult<UserProfile>>;
  onSaved: (profile: UserProfile) => void;
}

/** The name and phone number of the signed-in person, validated by the server's own schema. */
export function ProfileForm({ profile, save, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(EditMyProfileBodySchema),
    defaultValues: { fullName: profile.fullName, phone: profile.phone },
  });

  const onSubmit = async (body: ProfileOutput) => {
    const result = await save(body);
    if (!result.ok) {
      applyProblemToForm(result.error, setError, ['fullName', 'phone']);
      toast.error(problemTitle(result.error));
      return;
    }
    reset({ fullName: result.data.fullName, phone: result.data.phone });
    onSaved(result.data);
    toast.success(t('profile.saved'));
  };

  return (
    <Card component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="profile-heading" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography id="profile-heading" variant="h6" component="h2">
        {t('profile.heading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        {t('profile.lead')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="fullName"
          render={({ field }) => (
            <TextField {...field} value={field.value ?? ''} label={t('profile.fullName')} autoComplete="name" error={Boolean(errors.fullName)} helperText={errors.fullName?.message} />
          )}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              // An empty box means no phone number, which the schema spells null.
              onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
              label={t('profile.phone')}
              type="tel"
              autoComplete="tel"
              error={Boolean(errors.phone)}
              helperText={errors.phone?.message ?? t('profile.phoneHelp')}
            />
          )}
        />
        <TextField label={profile.email ? t('profile.email') : t('profile.username')} value={profile.email ?? profile.username ?? ''} disabled helperText={t('profile.accountHelp')} sx={{ gridColumn: '1 / -1' }} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('profile.save')}
        </Button>
      </Box>
    </Card>
  );
}
