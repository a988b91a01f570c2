'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';
import PrivacyTipRoundedIcon from '@mui/icons-material/PrivacyTipRounded';
import { toLocaleTag } from '../components/locale';
import { Reveal } from '../components/reveal';
import { SectionTitle } from '../components/section-title';

const PRINCIPLES = [
  { key: 'original', Icon: VerifiedRoundedIcon },
  { key: 'answers', Icon: CloudDoneRoundedIcon },
  { key: 'privacy', Icon: PrivacyTipRoundedIcon },
] as const;

/** The three principles Lexam keeps, on a tinted band. */
export function AboutPrinciples() {
  const { t, i18n } = useTranslation('misc');
  const number = new Intl.NumberFormat(toLocaleTag(i18n.language), { minimumIntegerDigits: 2 });

  return (
    <Box
      component="section"
      aria-labelledby="about-principles"
      sx={(theme) => ({ py: { xs: 6, md: 10 }, px: { xs: 2.5, md: 6 }, borderRadius: 4, bgcolor: theme.alpha(theme.palette.grey[500], 0.06) })}
    >
      <Box sx={{ maxWidth: 'lg', mx: 'auto' }}>
        <Reveal isInView>
          <SectionTitle
            id="about-principles"
            overline={t('about.principles.overline')}
            title={t('about.principles.title')}
            description={t('about.principles.lead')}
          />
        </Reveal>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 5, md: 8 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {PRINCIPLES.map(({ key, Icon }, index) => (
            <Box component="li" key={key}>
              <Reveal isInView delay={index * 0.1} style={{ height: '100%' }}>
                <Box sx={{ position: 'relative', height: 1, p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: 'background.paper', boxShadow: 1, overflow: 'hidden' }}>
                  <Typography
                    aria-hidden
                    sx={(theme) => ({
                      position: 'absolute',
                      top: 8,
                      insetInlineEnd: 20,
                      fontSize: 72,
                      fontWeight: 800,
                      lineHeight: 1,
                      color: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1),
                    })}
                  >
                    {number.format(index + 1)}
                  </Typography>
                  <Icon sx={{ fontSize: 36, color: 'primary.main', mb: 2 }} aria-hidden />
                  <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
                    {t(`about.principles.items.${key}.title`)}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{t(`about.principles.items.${key}.text`)}</Typography>
                </Box>
              </Reveal>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
