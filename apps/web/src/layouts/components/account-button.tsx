'use client';

import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@web/lib/auth/auth-provider';
import { useWantedOnce } from '@web/lib/lazy-mount';
import { paths } from '@web/lib/routes/paths';

// The menu (MUI Popover, Modal) is loaded on the first click, not with every page.
const AccountPopover = dynamic(() => import('./account-popover').then((module) => module.AccountPopover), { ssr: false });

function initialsOf(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]!.toUpperCase()).join('');
}

/**
 * The account corner of a header. Signed in: the person's avatar, name and sign-in, a link to its
 * account screen and "Sign out". Signed out: a guest avatar with the sign-in of the area (`kind`).
 */
export function AccountButton({ kind }: { kind: 'learner' | 'admin' }) {
  const { t } = useTranslation(['common', 'session']);
  const auth = useAuth();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isWanted = useWantedOnce(anchor !== null);
  const close = () => setAnchor(null);
  const person = kind === 'admin' ? auth.admin : auth.user;
  const signIn = kind === 'admin' ? paths.auth.loginAdmin : paths.auth.login;
  const initials = person?.fullName ? initialsOf(person.fullName) : '';
  // The name starts with the initials the avatar shows, so a speech user can say what they see (WCAG 2.5.3).
  const label = initials ? t('header.accountOf', { name: person?.fullName ?? '', initials }) : t('header.account');

  const signOut = async () => {
    close();
    if (kind === 'admin') auth.logoutAdmin();
    else await auth.logout();
    router.replace(signIn);
  };

  return (
    <>
      <IconButton aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)} sx={{ p: 0.25, ml: 0.5 }} data-testid="account-button">
        <Avatar
          src={person?.avatarUrl ?? undefined}
          alt={person?.fullName ?? ''}
          sx={(theme) => ({
            width: 36,
            height: 36,
            fontSize: 15,
            color: 'primary.contrastText',
            background: `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
            border: `2px solid ${theme.palette.background.paper}`,
            boxShadow: `0 0 0 2px ${theme.palette.primary.main}`,
          })}
        >
          {initials || <PersonRoundedIcon fontSize="small" />}
        </Avatar>
      </IconButton>
      {isWanted && <AccountPopover kind={kind} person={person} anchor={anchor} signIn={signIn} onClose={close} onSignOut={() => void signOut()} />}
    </>
  );
}
