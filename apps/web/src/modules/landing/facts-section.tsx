'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';
import PrivacyTipRoundedIcon from '@mui/icons-material/PrivacyTipRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { Reveal } from '@web/modules/misc/components/reveal';
import { flipInRtlSx } from '@web/modules/misc/components/rtl';
import { SectionTitle } from '@web/modules/misc/components/section-title';
import { formatCount } from '@web/modules/misc/components/locale';
import { LanguageNames } from './language-names';
import { LANDING_LINKS } from './links';
import { accentTextSx } from '@web/modules/misc/components/accent';

/** Countable facts about the product itself; no user numbers, no invented ratings. */
const FACTS = [
  { key: 'exams', value: 2 },
  { key: 'skills', value: 4 },
  { key: 'editions', value: 5 },
  { key: 'languages', value: 5 },
] as const;

const PROMISES = [
  { key: 'original', Icon: VerifiedRoundedIcon },
  { key: 'answers', Icon: CloudDoneRoundedIcon },
  { key: 'privacy', Icon: PrivacyTipRoundedIcon },
] as const;

/** Lexam at a glance: a few plain facts and the three promises. */
export function FactsSection() {
  const { t, i18n } = useTranslation('landing');

  return (
    <Container component="section" aria-labelledby="landing-facts" maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Reveal isInView>
        <SectionTitle id="landing-facts" overline={t('facts.overline')} title={t('facts.title')} />
      </Reveal>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 5, md: 8 }, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        {FACTS.map(({ key, value }, index) => (
          <Box component="li" key={key}>
            <Reveal isInView delay={index * 0.08} style={{ height: '100%' }}>
              <Box sx={{ height: 1, p: { xs: 2.5, md: 3 }, borderRadius: 3, border: 1, borderColor: 'divider', textAlign: 'center' }}>
                <Typography component="p" variant="h2" sx={accentTextSx()}>
                  {formatCount(value, i18n.language)}
                </Typography>
                <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {t(`facts.items.${key}`)}
                </Typography>
                {key === 'languages' && <LanguageNames label={t('facts.languagesLabel')} />}
              </Box>
            </Reveal>
          </Box>
        ))}
      </Box>

      <Box sx={{ mt: { xs: 6, md: 8 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {PROMISES.map(({ key, Icon }, index) => (
          <Reveal key={key} isInView delay={index * 0.08}>
            <Stack direction="row" spacing={2}>
              <Icon sx={{ color: 'primary.main', fontSize: 28, mt: 0.25 }} aria-hidden />
              <Box>
                <Typography variant="subtitle1" component="h3">
                  {t(`facts.promises.${key}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {t(`facts.promises.${key}.text`)}
                </Typography>
              </Box>
            </Stack>
          </Reveal>
        ))}
      </Box>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <MuiLink component={Link} href={LANDING_LINKS.aboutUs} sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }, accentTextSx()]}>
          {t('facts.more')}
          <ArrowForwardRoundedIcon fontSize="small" sx={flipInRtlSx} aria-hidden />
        </MuiLink>
      </Box>
    </Container>
  );
}
