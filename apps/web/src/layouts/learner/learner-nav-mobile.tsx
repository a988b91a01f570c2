'use client';

import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { Logo } from '@web/components/logo';
import { learnerNav, paths } from '@web/lib/routes';
import { NavItemVertical } from '../nav-section/nav-item-vertical';
import { NavTrailContext, useActiveTrail } from '../nav-section/nav-context';

/**
 * The learner navigation in a drawer for screens narrower than lg; at its foot "Sign in", or for a
 * signed-in learner (whose account menu is in the header) the way to their account.
 */
export function LearnerNavMobile({ open, onClose, isSignedIn }: { open: boolean; onClose: () => void; isSignedIn: boolean }) {
  const { t } = useTranslation('common');
  const trail = useActiveTrail(learnerNav);
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280, bgcolor: 'background.default' } } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', height: 1 }}>
        <Box sx={{ pl: 3.5, pt: 2.5, pb: 2 }}>
          <Logo />
        </Box>
        <Box
          component="nav"
          aria-label={t('nav.mainNavigation')}
          sx={{ flexGrow: 1, overflowY: 'auto', px: 2 }}
          onClick={(event) => (event.target as Element).closest('a[href]') && onClose()}
        >
          <NavTrailContext.Provider value={trail}>
            <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              {learnerNav.map((item) => (
                <NavItemVertical key={item.path} item={item} />
              ))}
            </Box>
          </NavTrailContext.Provider>
        </Box>
        <Box sx={{ p: 2.5 }}>
          {isSignedIn ? (
            <Button component={NextLink} href={paths.page.account} onClick={onClose} fullWidth size="large" variant="outlined" color="inherit" startIcon={<ManageAccountsOutlinedIcon />}>
              {t('session:myAccount')}
            </Button>
          ) : (
            <Button component={NextLink} href={paths.auth.login} onClick={onClose} fullWidth size="large" variant="contained" startIcon={<LoginRoundedIcon />}>
              {t('header.signIn')}
            </Button>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
