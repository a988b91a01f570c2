'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import HelpRoundedIcon from '@mui/icons-material/HelpRounded';
import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import { Reveal } from '../components/reveal';
import { flipInRtlSx } from '../components/rtl';
import { SectionTitle } from '../components/section-title';
import { LANGUAGES } from '@web/lib/i18n/config';
import { AboutOffer } from './about-offer';
import { AboutPrinciples } from './about-principles';
import { deepPrimaryGradient } from '../components/accent';

/** /about-us: the mission, what Lexam does, and the principles it keeps. */
export function AboutUsView() {
  const { t } = useTranslation('misc');

  return (
    <Box sx={{ width: 1 }}>
      <Box
        component="section"
        aria-labelledby="about-title"
        sx={(theme) => ({
          borderRadius: 4,
          px: { xs: 2.5, md: 6 },
          py: { xs: 5, md: 8 },
          background: `radial-gradient(70% 90% at 50% 0%, ${theme.alpha(theme.palette.primary.main, 0.14)} 0%, transparent 100%)`,
        })}
      >
        <Box sx={{ maxWidth: 'md', mx: 'auto' }}>
          <Reveal>
            <SectionTitle
              id="about-title"
              component="h1"
              overline={t('about.overline')}
              title={t('about.title')}
              description={t('about.lead')}
            />
          </Reveal>
          <Reveal delay={0.1}>
            <Box
              component="blockquote"
              sx={(theme) => ({
                m: 0,
                mt: { xs: 5, md: 6 },
                p: { xs: 3, md: 4 },
                borderRadius: 3,
                bgcolor: 'background.paper',
                border: `1px solid ${theme.palette.divider}`,
                borderInlineStart: `6px solid ${theme.palette.primary.main}`,
              })}
            >
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('about.mission.label')}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {t('about.mission.text')}
              </Typography>
            </Box>
          </Reveal>
        </Box>
      </Box>

      <AboutOffer />
      <AboutPrinciples />

      <Box component="section" aria-labelledby="about-languages" sx={{ width: 1, maxWidth: 'md', mx: 'auto', py: { xs: 6, md: 8 } }}>
        <Reveal isInView>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <TranslateRoundedIcon sx={{ fontSize: 40, color: 'primary.main' }} aria-hidden />
            <Typography id="about-languages" variant="h4" component="h2">
              {t('about.languages.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>{t('about.languages.text')}</Typography>
            <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', listStyle: 'none', p: 0, m: 0 }}>
              {LANGUAGES.map((language) => (
                <li key={language.value}>
                  <Chip label={<span lang={language.htmlLang} dir={language.dir}>{language.label}</span>} variant="outlined" />
                </li>
              ))}
            </Stack>
          </Stack>
        </Reveal>
      </Box>

      <Box component="section" aria-labelledby="about-independent" sx={{ width: 1, maxWidth: 'md', mx: 'auto', pb: { xs: 6, md: 8 } }}>
        <Reveal isInView>
          <Box sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: 'action.hover' }}>
            <Typography id="about-independent" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('about.independent.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('about.independent.text')}
            </Typography>
          </Box>
        </Reveal>
      </Box>

      <Box component="section" aria-labelledby="about-cta" sx={{ width: 1, maxWidth: 'md', mx: 'auto' }}>
        <Reveal isInView>
          <Box
            sx={(theme) => ({
              p: { xs: 4, md: 6 },
              borderRadius: 3,
              textAlign: 'center',
              color: 'common.white',
              backgroundImage: deepPrimaryGradient(theme),
            })}
          >
            <Typography id="about-cta" variant="h4" component="h2" sx={{ mb: 1.5 }}>
              {t('about.cta.title')}
            </Typography>
            <Typography sx={{ opacity: 0.9, mb: 4 }}>{t('about.cta.text')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
              <Button
                component={Link}
                href={paths.auth.login}
                size="large"
                variant="contained"
                endIcon={<ArrowForwardRoundedIcon sx={flipInRtlSx} />}
                sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
              >
                {t('about.cta.start')}
              </Button>
              <Button
                component={Link}
                href={paths.faqs}
                size="large"
                variant="outlined"
                startIcon={<HelpRoundedIcon />}
                sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.56)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' } }}
              >
                {t('about.cta.faqs')}
              </Button>
            </Stack>
          </Box>
        </Reveal>
      </Box>
    </Box>
  );
}
