'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LANDING_LINKS } from './links';

const COLUMNS = [
  {
    key: 'learn',
    links: [
      { key: 'learnerHome', href: LANDING_LINKS.learnerHome },
      { key: 'register', href: LANDING_LINKS.register },
    ],
  },
  {
    key: 'about',
    links: [
      { key: 'aboutUs', href: LANDING_LINKS.aboutUs },
      { key: 'faqs', href: LANDING_LINKS.faqs },
    ],
  },
  {
    key: 'signIn',
    links: [
      { key: 'login', href: LANDING_LINKS.login },
      { key: 'loginAdmin', href: LANDING_LINKS.loginAdmin },
    ],
  },
] as const;

/**
 * The bottom of the landing page, just above the learner layout's footer: every way in, grouped,
 * and the trademark notice.
 */
export function SiteLinks() {
  const { t } = useTranslation('landing');

  return (
    <Box component="section" aria-labelledby="landing-site-links" sx={(theme) => ({ bgcolor: theme.alpha(theme.palette.grey[500], 0.06) })}>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: '1.5fr repeat(3, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Typography id="landing-site-links" variant="h6" component="h2">
              {t('footer.title')}
            </Typography>
          </Box>
          {COLUMNS.map((column) => (
            <Box component="nav" key={column.key} aria-labelledby={`landing-links-${column.key}`}>
              <Typography id={`landing-links-${column.key}`} variant="overline" component="h3" sx={{ color: 'text.primary' }}>
                {t(`footer.columns.${column.key}`)}
              </Typography>
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
                {column.links.map((link) => (
                  <li key={link.key}>
                    <MuiLink component={Link} href={link.href} variant="body2" underline="hover" sx={{ color: 'text.secondary', '&:hover': { color: 'text.primary' } }}>
                      {t(`footer.links.${link.key}`)}
                    </MuiLink>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: { xs: 5, md: 6 }, maxWidth: 820 }}>
          {t('footer.trademarks')}
        </Typography>
      </Container>
    </Box>
  );
}
