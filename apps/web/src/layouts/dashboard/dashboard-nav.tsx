'use client';

import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { Logo } from '@web/components/logo';
import { LAYOUT } from '../config';
import { NavSectionHorizontal, NavSectionMini, NavSectionVertical } from '../nav-section';
import { NavToggleButton } from './nav-toggle-button';
import type { NavSection } from '@web/lib/routes';

const fixedNav = {
  position: 'fixed',
  top: 0,
  left: 0,
  height: 1,
  display: { xs: 'none', lg: 'flex' },
  flexDirection: 'column',
  zIndex: 1101,
  bgcolor: 'background.default',
  borderRight: (theme: { palette: { divider: string } }) => `1px dashed ${theme.palette.divider}`,
} as const;

/** The 280 px vertical dashboard nav (lg and up). */
export function NavVertical({ sections }: { sections: readonly NavSection[] }) {
  const { t } = useTranslation('common');
  return (
    <Box component="nav" aria-label={t('nav.dashboardNavigation')} sx={{ ...fixedNav, width: LAYOUT.nav.vertical }}>
      <Box sx={{ pl: 3.5, pt: 2.5, pb: 1 }}>
        <Logo />
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2, pb: 4 }}>
        <NavSectionVertical sections={sections} />
      </Box>
      <NavToggleButton />
    </Box>
  );
}

/** The 88 px mini dashboard nav (lg and up). */
export function NavMini({ sections }: { sections: readonly NavSection[] }) {
  const { t } = useTranslation('common');
  return (
    <Box component="nav" aria-label={t('nav.dashboardNavigation')} sx={{ ...fixedNav, width: LAYOUT.nav.mini }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2.5, pb: 2 }}>
        <Logo isSingle />
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 0.75, pb: 4, scrollbarWidth: 'none' }}>
        <NavSectionMini sections={sections} />
      </Box>
      <NavToggleButton />
    </Box>
  );
}

/** The horizontal dashboard nav: a bar under the header (lg and up). */
export function NavHorizontal({ sections }: { sections: readonly NavSection[] }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="nav"
      aria-label={t('nav.dashboardNavigation')}
      sx={(theme) => ({
        position: 'sticky',
        top: LAYOUT.header.desktop,
        zIndex: theme.zIndex.appBar - 1,
        display: { xs: 'none', lg: 'flex' },
        alignItems: 'center',
        height: LAYOUT.nav.horizontal,
        px: 5,
        bgcolor: 'background.default',
        borderBottom: `1px dashed ${theme.palette.divider}`,
      })}
    >
      <NavSectionHorizontal sections={sections} sx={{ width: 1 }} />
    </Box>
  );
}

/** The dashboard nav in a temporary drawer (below lg), 260 px wide. */
export function NavMobile({ sections, open, onClose }: { sections: readonly NavSection[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: LAYOUT.nav.mobile, bgcolor: 'background.default' } } }}>
      <Box component="nav" aria-label={t('nav.dashboardNavigation')} sx={{ display: 'flex', flexDirection: 'column', height: 1 }}>
        <Box sx={{ pl: 3.5, pt: 2.5, pb: 1 }}>
          <Logo />
        </Box>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2, pb: 4 }} onClick={(event) => (event.target as Element).closest('a[href]') && onClose()}>
          <NavSectionVertical sections={sections} />
        </Box>
      </Box>
    </Drawer>
  );
}
