'use client';

import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@web/lib/auth/auth-provider';
import { paths } from '@web/lib/routes';

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
  const close = () => setAnchor(null);
  const person = kind === 'admin' ? auth.admin : auth.user;
  const signIn = kind === 'admin' ? paths.auth.loginAdmin : paths.auth.login;

  const signOut = async () => {
    close();
    if (kind === 'admin') auth.logoutAdmin();
    else await auth.logout();
    router.replace(signIn);
  };

  return (
    <>
      <IconButton aria-label={t('header.account')} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)} sx={{ p: 0.25, ml: 0.5 }} data-testid="account-button">
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
          {person?.fullName ? initialsOf(person.fullName) : <PersonRoundedIcon fontSize="small" />}
        </Avatar>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 260, mt: 1 } } }}
      >
        <Box sx={{ p: 2, pb: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {person ? person.fullName || person.username || person.email : t('header.guest')}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {person ? (person.username ?? person.email) : t('header.notSignedIn')}
          </Typography>
        </Box>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {person ? (
            <>
              <Button component={NextLink} href={kind === 'admin' ? paths.dashboard.system.user.account : paths.page.account} onClick={close} color="inherit" startIcon={<ManageAccountsOutlinedIcon />} sx={{ justifyContent: 'flex-start', fontWeight: 500 }}>
                {t('session:myAccount')}
              </Button>
              <Button onClick={signOut} variant="outlined" color="error" startIcon={<LogoutRoundedIcon />}>
                {t('session:signOut')}
              </Button>
            </>
          ) : (
            <>
              {kind === 'admin' && (
                <Button component={NextLink} href={paths.page.home} onClick={close} color="inherit" startIcon={<SchoolOutlinedIcon />} sx={{ justifyContent: 'flex-start', fontWeight: 500 }}>
                  {t('header.learnerArea')}
                </Button>
              )}
              <Button component={NextLink} href={signIn} onClick={close} variant="contained" color="inherit" startIcon={<LoginRoundedIcon />}>
                {t('header.signIn')}
              </Button>
            </>
          )}
        </Box>
      </Popover>
    </>
  );
}
