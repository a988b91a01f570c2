'use client';

import AccountCircleRoundedIcon from '@mui/icons-material/AccountCircleRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@lexam/contracts';
import { LEARNER_TOKEN_KEY, learnerClient } from '@web/lib/api';
import { paths } from '@web/lib/routes';
import { useAppDispatch } from '@web/lib/store/hooks';
import { useToast } from '@web/lib/toast';
import { editProfileWith, learnerAccountApi, useAccountLearnerProfileQuery } from '../account-api';
import { AccountSkeleton } from '../components/account-skeleton';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { SignedOutNotice } from '../components/signed-out-notice';
import { problemTitle } from '@web/lib/api/problem';
import { useAuth } from '@web/lib/auth/auth-provider';
import { useStoredToken } from '../use-stored-token';
import { ChangePasswordForm } from './change-password-form';

type TabValue = 'general' | 'security';

const editMyProfile = editProfileWith(learnerClient, 'User/editMyProfile');

/** /page/user/account: the signed-in learner's profile and avatar (General) and password (Security). */
export function LearnerAccountView() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState<TabValue>('general');
  const token = useStoredToken(LEARNER_TOKEN_KEY);
  const profile = useAccountLearnerProfileQuery(undefined, { skip: !token });

  const { reloadProfile } = useAuth();
  // The header's avatar and name come from the session: refresh it along with this screen.
  const keep = (next: UserProfile) => {
    void dispatch(learnerAccountApi.util.upsertQueryData('accountLearnerProfile', undefined, next));
    void reloadProfile();
  };

  const settle = (result: Awaited<ReturnType<typeof editMyProfile>>) => {
    if (!result.ok) {
      toast.error(problemTitle(result.error));
      return false;
    }
    keep(result.data);
    return true;
  };

  let content;
  if (token === undefined || (token && profile.isLoading)) content = <AccountSkeleton />;
  else if (!token) content = <SignedOutNotice title={t('signedOut.learnerTitle')} text={t('signedOut.learnerText')} action={t('signedOut.learnerAction')} href={paths.auth.login} />;
  else if (!profile.data)
    content = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void profile.refetch()}>{t('retry')}</Button>}>
        {problemTitle(profile.error && 'data' in profile.error ? profile.error.data : null)}
      </Alert>
    );
  else
    content = (
      <>
        <Tabs value={tab} onChange={(_event, value: TabValue) => setTab(value)} aria-label={t('tabs.label')} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="general" label={t('tabs.general')} icon={<AccountCircleRoundedIcon />} iconPosition="start" id="account-tab-general" aria-controls="account-panel-general" />
          <Tab value="security" label={t('tabs.security')} icon={<LockRoundedIcon />} iconPosition="start" id="account-tab-security" aria-controls="account-panel-security" />
        </Tabs>
        <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
          {tab === 'general' ? (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
              <ProfileSummaryCard
                profile={profile.data}
                onUpload={async (file) => settle(await learnerClient.upload<UserProfile>('User/uploadAvatar', { file }))}
                onRemove={async () => settle(await editMyProfile({ avatarUrl: null }))}
              />
              <ProfileForm key={profile.data.id} profile={profile.data} save={editMyProfile} onSaved={keep} />
            </Box>
          ) : (
            <ChangePasswordForm />
          )}
        </Box>
      </>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        {t('title')}
      </Typography>
      {content}
    </Container>
  );
}
