'use client';

import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SessionProvider, signOut, useSession } from 'next-auth/react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-provider';
import { safeReturnTo } from '../auth/guards';
import { paths } from '../routes/paths';
import { SOCIAL_RETURN_PARAM } from './social-callback';
import { socialErrorKey } from './social-errors';

/**
 * Completes a social sign-in on the screen the provider sent the person back to: once the session
 * library holds a session and no learner is signed in, signs in to the learner API with it
 * (Auth/social-login through `useAuth().loginUser`) and goes on to `returnTo` or the learner home.
 * On failure it shows the server's title and ends the library's session, so that a reload does not
 * try again with the same refused identity.
 */
function CompleteSocialSignIn() {
  const { t } = useTranslation('session');
  const { status, data } = useSession();
  const { isInitialized, user, loginUser } = useAuth();
  const router = useRouter();
  const returnTo = safeReturnTo(useSearchParams().get('returnTo'), paths.page.home);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'authenticated' || !isInitialized || started.current) return;
    started.current = true;
    const email = data.user?.email;
    const sessionToken = data.sessionToken;
    const signIn = user
      ? Promise.resolve()
      : email && sessionToken
        ? loginUser({ email, name: data.user?.name ?? null, image: data.user?.image ?? null, provider: data.provider, sessionToken })
        : Promise.reject(new Error(t('social.noEmail')));
    signIn.then(
      () => router.replace(returnTo),
      async (failure: unknown) => {
        // The message comes once the library's session has ended, so what it says (not signed in)
        // is true when it is read, even if ending the session failed.
        await signOut({ redirect: false }).catch((reason: unknown) => console.warn('the refused social sign-in session could not be ended', reason));
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  }, [status, data, isInitialized, user, loginUser, router, returnTo, t]);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (status === 'unauthenticated') return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', py: 1 }} role="status">
      <CircularProgress size={18} color="inherit" aria-hidden />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('social.signingIn')}
      </Typography>
    </Stack>
  );
}

/**
 * The social sign-in's part of a sign-in screen: the session library's `?error=` as a clear message,
 * and, only when the provider has just sent the person back here, the library's SessionProvider with
 * the step that completes the sign-in (the rest of the app never polls /api/auth/session).
 */
export function SocialBridge() {
  const { t } = useTranslation('session');
  const params = useSearchParams();
  const errorCode = params.get('error');
  const isReturning = params.has(SOCIAL_RETURN_PARAM);
  return (
    <>
      {errorCode && <Alert severity="error">{t(socialErrorKey(errorCode))}</Alert>}
      {isReturning && !errorCode && (
        <SessionProvider refetchOnWindowFocus={false}>
          <CompleteSocialSignIn />
        </SessionProvider>
      )}
    </>
  );
}
