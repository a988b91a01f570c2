'use client';

import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  /** Already translated. */
  label: string;
  href?: string;
}

/** The heading of a dashboard screen: its title, the breadcrumbs to it, and its main actions. */
export function PageHeader({ title, crumbs, actions }: { title: string; crumbs: Crumb[]; actions?: ReactNode }) {
  const { t } = useTranslation('resource');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 3, md: 5 } }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mt: 1, typography: 'body2' }}>
          {crumbs.map((crumb, index) =>
            crumb.href && index < crumbs.length - 1 ? (
              <MuiLink key={`${crumb.label}-${index}`} component={Link} href={crumb.href} underline="hover" color="inherit">
                {crumb.label}
              </MuiLink>
            ) : (
              <Typography key={`${crumb.label}-${index}`} variant="body2" sx={{ color: index === crumbs.length - 1 ? 'text.primary' : 'text.secondary' }} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
    </Box>
  );
}
