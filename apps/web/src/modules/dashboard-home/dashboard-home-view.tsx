'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { NavIcon } from '@web/layouts/nav-icons';
import { useDashboardSections } from '@web/layouts/dashboard/use-dashboard-nav';
import { navTitle } from '@web/layouts/nav-section/nav-title';
import { useAuth } from '@web/lib/auth/auth-provider';
import { flattenNav } from '@web/lib/routes';


/**
 * The dashboard home: who is signed in with which roles, and a shortcut to every screen it may open.
 * The shortcuts are not prefetched: several screens are not built yet, and a prefetch answered 404
 * stays open in Chromium, so the page would never go network-idle (Lighthouse).
 */
export function DashboardHomeView() {
  const { t } = useTranslation('session');
  const { t: tCommon } = useTranslation('common');
  const { admin, ROLES } = useAuth();
  const sections = useDashboardSections();
  const groups = sections.map((section) => ({ title: section.subheader, items: flattenNav(section.items) })).filter((group) => group.items.length);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Box>
        <Typography id="dashboard-home-title" variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('home.title', { name: admin?.fullName || admin?.username || '' })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('home.subtitle', { roles: ROLES.join(', ') })}</Typography>
      </Box>
      {groups.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('home.empty')}</Typography>}
      {groups.map((group) => (
        <Box key={group.title} component="section">
          <Typography variant="overline" component="h2" sx={{ color: 'text.secondary', display: 'block', mb: 1.5 }}>
            {navTitle(tCommon, group.title)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
            {group.items.map((item) => (
              <Card key={item.path} variant="outlined">
                <CardActionArea component={NextLink} href={item.path} prefetch={false} sx={{ p: 2.5, display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 2 }}>
                  <Box sx={(theme) => ({ width: 44, height: 44, borderRadius: 1.5, display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: alpha(theme.palette.primary.main, 0.1), flexShrink: 0 })}>
                    <NavIcon name={item.icon ?? 'folder'} fontSize={22} />
                  </Box>
                  <Typography variant="subtitle1" component="h3">{navTitle(tCommon, item.title)}</Typography>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
