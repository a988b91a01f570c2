'use client';

import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { signIn } from 'next-auth/react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProviderInfo } from '@web/lib/session/auth-options';
import { SocialBridge } from '@web/lib/session/social-bridge';
import { socialCallbackUrl } from '@web/lib/session/social-callback';

const ICONS: Record<string, ReactNode> = {
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
};

/**
 * One "Continue with …" button per configured provider (the list is read on the server), plus the
 * step that completes the sign-in when the provider sends the person back to this screen.
 */
export function SocialSignInButtons({ providers }: { providers: SocialProviderInfo[] }) {
  const { t } = useTranslation('session');
  const pathname = usePathname();
  const returnTo = useSearchParams().get('returnTo');
  const [pending, setPending] = useState<string | null>(null);

  const start = (providerId: string) => {
    setPending(providerId);
    // The library leaves the page for the provider; if it cannot, the button is usable again.
    signIn(providerId, { callbackUrl: socialCallbackUrl({ pathname, returnTo }) }).catch(() => setPending(null));
  };

  return (
    <Stack spacing={1.5}>
      <SocialBridge />
      {providers.map(({ id, name }) => (
        <Button
          key={id}
          size="large"
          variant="outlined"
          color="inherit"
          fullWidth
          startIcon={ICONS[id] ?? <KeyRoundedIcon />}
          loading={pending === id}
          disabled={pending !== null && pending !== id}
          onClick={() => start(id)}
        >
          {t('social.continueWith', { provider: name })}
        </Button>
      ))}
    </Stack>
  );
}
