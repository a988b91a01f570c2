'use client';

import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@lexam/contracts';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';

export interface AccountPopoverProps {
  kind: 'learner' | 'admin';
  /** The signed-in person, or null for a guest. */
  person: UserProfile | null;
  /** The button it opens from; null while closed. */
  anchor: HTMLElement | null;
  /** The sign-in screen of the area. */
  signIn: string;
  onClose(): void;
  onSignOut(): void;
}

/** The account menu of a header (account-button.tsx loads it on the first click). */
export function AccountPopover({ kind, person, anchor, signIn, onClose, onSignOut }: AccountPopoverProps) {
  const { t } = useTranslation(['common', 'session']);
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
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
            <Button component={NextLink} href={kind === 'admin' ? paths.dashboard.system.user.account : paths.page.account} onClick={onClose} color="inherit" startIcon={<ManageAccountsOutlinedIcon />} sx={{ justifyContent: 'flex-start', fontWeight: 500 }}>
              {t('session:myAccount')}
            </Button>
            <Button onClick={onSignOut} variant="outlined" color="error" startIcon={<LogoutRoundedIcon />}>
              {t('session:signOut')}
            </Button>
          </>
        ) : (
          <>
            {kind === 'admin' && (
              <Button component={NextLink} href={paths.page.home} onClick={onClose} color="inherit" startIcon={<SchoolOutlinedIcon />} sx={{ justifyContent: 'flex-start', fontWeight: 500 }}>
                {t('header.learnerArea')}
              </Button>
            )}
            <Button component={NextLink} href={signIn} onClick={onClose} variant="contained" color="inherit" startIcon={<LoginRoundedIcon />}>
              {t('header.signIn')}
            </Button>
          </>
        )}
      </Box>
    </Popover>
  );
}
