'use client';

import { IntentLink as Link } from '@web/components/intent-link';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import { Reveal } from '@web/modules/misc/components/reveal';
import { flipInRtlSx } from '@web/modules/misc/components/rtl';
import { HeroMockup } from './hero-mockup';
import { LANDING_LINKS } from './links';
import { accentTextSx } from '@web/modules/misc/components/accent';

/** The first screen of the landing page: what Lexam is and the way in. */
export function Hero() {
  const { t } = useTranslation('landing');

  return (
    <Box
      component="section"
      aria-labelledby="landing-hero-title"
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          position: 'relative',
          overflow: 'hidden',
          isolation: 'isolate',
          pt: { xs: 6, md: 10 },
          pb: { xs: 8, md: 12 },
          backgroundImage: [
            `radial-gradient(50% 60% at 85% 10%, ${theme.alpha(palette.primary.main, 0.16)} 0%, transparent 100%)`,
            `radial-gradient(40% 50% at 0% 80%, ${theme.alpha(palette.secondary.main, 0.1)} 0%, transparent 100%)`,
          ].join(','),
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: 0,
            zIndex: -1,
            backgroundImage: `linear-gradient(${theme.alpha(palette.grey[500], 0.08)} 1px, transparent 1px), linear-gradient(90deg, ${theme.alpha(palette.grey[500], 0.08)} 1px, transparent 1px)`,
            backgroundSize: '48px 48px',
            maskImage: 'radial-gradient(ellipse 70% 60% at 50% 30%, #000 40%, transparent 100%)',
          },
        };
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Box sx={{ display: 'grid', gap: { xs: 6, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.05fr' }, alignItems: 'center' }}>
          <Box sx={{ textAlign: { xs: 'center', md: 'start' } }}>
            <Reveal>
              <Chip
                icon={<AutoAwesomeRoundedIcon />}
                label={t('hero.badge')}
                color="primary"
                variant="outlined"
                sx={[{ mb: 3, fontWeight: 600, bgcolor: 'background.paper', '& .MuiChip-icon': { color: 'inherit' } }, accentTextSx()]}
              />
            </Reveal>
            {/* The headline and its lead are there at the first paint (no entrance): they are the page's message. */}
            <Typography id="landing-hero-title" variant="h1" component="h1" sx={{ fontSize: { xs: '2.25rem', sm: '3rem', lg: '3.5rem' }, lineHeight: 1.15 }}>
              {t('hero.titleStart')}{' '}
              <Box
                component="span"
                sx={(theme) => {
                  const palette = (theme.vars ?? theme).palette;
                  return {
                    backgroundImage: `linear-gradient(90deg, ${palette.primary.main}, ${palette.secondary.main})`,
                    backgroundClip: 'text',
                    WebkitBackgroundClip: 'text',
                    color: 'transparent',
                  };
                }}
              >
                {t('hero.titleHighlight')}
              </Box>
            </Typography>
            <Typography sx={{ mt: 3, color: 'text.secondary', fontSize: { xs: '1rem', md: '1.125rem' }, maxWidth: 560, mx: { xs: 'auto', md: 0 } }}>
              {t('hero.lead')}
            </Typography>
            <Reveal delay={0.18}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: { xs: 'center', md: 'flex-start' } }}>
                <Button
                  component={Link}
                  href={LANDING_LINKS.login}
                  size="large"
                  variant="contained"
                  endIcon={<ArrowForwardRoundedIcon sx={flipInRtlSx} />}
                  sx={{ px: 3, py: 1.5 }}
                >
                  {t('hero.start')}
                </Button>
                <Button
                  component={Link}
                  href={LANDING_LINKS.register}
                  size="large"
                  variant="outlined"
                  color="inherit"
                  startIcon={<PersonAddRoundedIcon />}
                  sx={{ px: 3, py: 1.5 }}
                >
                  {t('hero.register')}
                </Button>
              </Stack>
            </Reveal>
            <Reveal delay={0.24}>
              <Typography variant="body2" sx={{ mt: 2.5, color: 'text.secondary' }}>
                {t('hero.adminPrompt')}{' '}
                <MuiLink component={Link} href={LANDING_LINKS.loginAdmin} sx={[{ fontWeight: 600 }, accentTextSx()]}>
                  {t('hero.adminLink')}
                </MuiLink>
              </Typography>
            </Reveal>
          </Box>
          <Reveal direction="end" delay={0.2}>
            <HeroMockup />
          </Reveal>
        </Box>
      </Container>
    </Box>
  );
}
