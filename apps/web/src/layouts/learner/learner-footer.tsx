'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { Logo } from '@web/components/logo';
import { footerLinks } from '@web/lib/routes/learner-nav';

/** The learner footer: brand, links to about us and FAQs, copyright. */
export function LearnerFooter() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: 'background.default' }}>
      <Divider />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { xs: 'center', md: 'flex-start' }, justifyContent: 'space-between', gap: 3, textAlign: { xs: 'center', md: 'start' } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: { xs: 'center', md: 'flex-start' }, maxWidth: 360 }}>
            <Logo size={32} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('footer.description')}
            </Typography>
          </Box>
          <Box component="nav" aria-label={t('footer.links')} sx={{ display: 'flex', gap: 3 }}>
            {footerLinks.map((link) => (
              <Link key={link.path} component={NextLink} href={link.path} color="text.primary" variant="subtitle2">
                {t(link.title)}
              </Link>
            ))}
          </Box>
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 4, color: 'text.secondary', textAlign: { xs: 'center', md: 'start' } }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
