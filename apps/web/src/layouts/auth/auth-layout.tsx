'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@web/components/logo';
import { paths } from '@web/lib/routes';
import { HeaderActions } from '../components/header-actions';
import { AuthIllustration } from './auth-illustration';

/** Screens a person sees before their first sign-in: they are greeted as new, not welcomed back. */
const NEW_USER_PATHS: readonly string[] = [paths.auth.register, paths.auth.registerUnprotected, paths.auth.verify];

/**
 * The sign-in / register frame: a brand panel with an illustration beside the form (md and up);
 * on phones, the form alone under a small header. The form area is at most 420 px wide.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const isNewUser = NEW_USER_PATHS.includes(usePathname());
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="section"
        aria-label={t('app.name')}
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          width: { md: 440, lg: 520 },
          flexShrink: 0,
          px: { md: 5, lg: 7 },
          pt: 3,
          pb: 6,
          gap: 4,
          background: `linear-gradient(160deg, ${alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.1 : 0.16)} 0%, ${alpha(theme.palette.background.neutral, 0.6)} 60%, ${theme.palette.background.default} 100%)`,
          borderRight: `1px dashed ${theme.palette.divider}`,
        })}
      >
        <Logo />
        <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 5 }}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h3" component="p" sx={{ mb: 1.5 }}>
              {isNewUser ? t('auth.welcomeNew') : t('auth.welcome')}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary' }}>
              {t('auth.subtitle')}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <AuthIllustration />
          </Box>
          <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
            {(['ielts', 'toeic', 'skills', 'flashcards'] as const).map((key) => (
              <Box
                component="li"
                key={key}
                sx={(theme) => ({ px: 1.5, py: 0.5, borderRadius: 5, typography: 'caption', fontWeight: 600, color: 'text.secondary', bgcolor: alpha(theme.palette.grey[500], 0.12) })}
              >
                {t(`auth.features.${key}`)}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>

      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3, md: 5 }, height: { xs: 64, md: 72 } }}>
          <Logo sx={{ display: { md: 'none' } }} />
          <Box sx={{ flexGrow: 1 }} />
          <HeaderActions />
        </Box>
        <Box component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 8 } }}>
          <Box sx={{ width: 1, maxWidth: 420 }}>{children}</Box>
        </Box>
      </Box>
    </Box>
  );
}
