'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { StoredFile, UserProfile } from '@lexam/contracts';
import { ADMIN_TOKEN_KEY, adminClient } from '@web/lib/api';
import { useAuth } from '@web/lib/auth/auth-provider';
import { userIdOf } from '@web/lib/auth/jwt';
import { paths } from '@web/lib/routes';
import { useAppDispatch } from '@web/lib/store/hooks';
import { useToast } from '@web/lib/toast';
import { adminAccountApi, editProfileWith, useAccountAdminProfileQuery } from '../account-api';
import { AccountSkeleton } from '../components/account-skeleton';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { SignedOutNotice } from '../components/signed-out-notice';
import { problemTitle } from '@web/lib/api/problem';
import { useStoredToken } from '../use-stored-token';

const editMyProfile = editProfileWith(adminClient, 'Auth/editMyProfile');

/** /dashboard/system/user/account: the signed-in admin's own profile and avatar. */
export function AdminAccountView() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const dispatch = useAppDispatch();
  const token = useStoredToken(ADMIN_TOKEN_KEY);
  // SPEC.md 3: the admin's id is the token's nameid claim.
  const userId = token ? userIdOf(token) : undefined;
  const profile = useAccountAdminProfileQuery(userId ?? 0, { skip: !userId });

  const { reloadProfile } = useAuth();
  // The header's avatar and name come from the session: refresh it along with this screen.
  const keep = (next: UserProfile) => {
    void dispatch(adminAccountApi.util.upsertQueryData('accountAdminProfile', next.id, next));
    void reloadProfile();
  };

  /** Settles an avatar change: keeps the new profile, or says why it failed. */
  const settle = (result: Awaited<ReturnType<typeof editMyProfile>>) => {
    if (!result.ok) {
      toast.error(problemTitle(result.error));
      return false;
    }
    void keep(result.data);
    return true;
  };

  const upload = async (file: File) => {
    const stored = await adminClient.upload<StoredFile>('Upload/UploadImage', { file });
    if (!stored.ok) {
      toast.error(problemTitle(stored.error));
      return false;
    }
    return settle(await editMyProfile({ avatarUrl: stored.data.url }));
  };

  let content;
  if (token === undefined || (userId && profile.isLoading)) content = <AccountSkeleton />;
  else if (!userId) content = <SignedOutNotice title={t('signedOut.adminTitle')} text={t('signedOut.adminText')} action={t('signedOut.adminAction')} href={paths.auth.loginAdmin} />;
  else if (!profile.data)
    content = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void profile.refetch()}>{t('retry')}</Button>}>
        {problemTitle(profile.error && 'data' in profile.error ? profile.error.data : null)}
      </Alert>
    );
  else
    content = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
        <ProfileSummaryCard profile={profile.data} onUpload={upload} onRemove={async () => settle(await editMyProfile({ avatarUrl: null }))} />
        <ProfileForm key={profile.data.id} profile={profile.data} save={editMyProfile} onSaved={keep} />
      </Box>
    );

  return (
    <>
      <Box sx={{ mb: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Breadcrumbs aria-label={t('breadcrumbs.label')} sx={{ mt: 1 }}>
          <MuiLink component={Link} href={paths.dashboard.root} underline="hover" color="inherit">
            {t('breadcrumbs.dashboard')}
          </MuiLink>
          <MuiLink component={Link} href={paths.dashboard.system.user.list} underline="hover" color="inherit">
            {t('breadcrumbs.users')}
          </MuiLink>
          <Typography sx={{ color: 'text.primary' }} aria-current="page">
            {t('title')}
          </Typography>
        </Breadcrumbs>
      </Box>
      {content}
    </>
  );
}
