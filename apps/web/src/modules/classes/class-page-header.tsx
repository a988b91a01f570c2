'use client';

import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** The heading of a class screen: title (a skeleton while the class loads), breadcrumbs and an action. */
export function ClassPageHeader({ title, crumbs, action }: { title: string | null; crumbs: Crumb[]; action?: ReactNode }) {
  const { t } = useTranslation('classes');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 3, md: 5 } }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title ?? <Skeleton width={280} />}
        </Typography>
        <Breadcrumbs aria-label={t('breadcrumbs.label')} sx={{ mt: 1 }}>
          {crumbs.map((crumb) =>
            crumb.href ? (
              <MuiLink key={crumb.label} component={Link} href={crumb.href} underline="hover" color="inherit">
                {crumb.label}
              </MuiLink>
            ) : (
              <Typography key={crumb.label} sx={{ color: 'text.primary' }} aria-current="page">
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      </Box>
      {action}
    </Box>
  );
}
