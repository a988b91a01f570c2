'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import QuizRoundedIcon from '@mui/icons-material/QuizRounded';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import StyleRoundedIcon from '@mui/icons-material/StyleRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { Reveal } from '../components/reveal';
import { SectionTitle } from '../components/section-title';

const OFFER = [
  { key: 'exams', Icon: QuizRoundedIcon, color: 'primary' },
  { key: 'courses', Icon: AutoStoriesRoundedIcon, color: 'info' },
  { key: 'words', Icon: StyleRoundedIcon, color: 'warning' },
  { key: 'teachers', Icon: GroupsRoundedIcon, color: 'success' },
] as const;

/** "What Lexam does": four short blocks. */
export function AboutOffer() {
  const { t } = useTranslation('misc');

  return (
    <Box component="section" aria-labelledby="about-offer" sx={{ width: 1, maxWidth: 'lg', mx: 'auto', py: { xs: 6, md: 10 } }}>
      <Reveal isInView>
        <SectionTitle id="about-offer" overline={t('about.offer.overline')} title={t('about.offer.title')} />
      </Reveal>
      <Box sx={{ mt: { xs: 5, md: 8 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {OFFER.map(({ key, Icon, color }, index) => (
          <Reveal key={key} isInView delay={index * 0.08} style={{ height: '100%' }}>
            <Box sx={{ height: 1, p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
              <Box
                sx={(theme) => ({
                  width: 48,
                  height: 48,
                  mb: 2.5,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: 1.5,
                  color: `${color}.main`,
                  bgcolor: theme.alpha((theme.vars ?? theme).palette[color].main, 0.12),
                })}
              >
                <Icon aria-hidden />
              </Box>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t(`about.offer.items.${key}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`about.offer.items.${key}.text`)}
              </Typography>
            </Box>
          </Reveal>
        ))}
      </Box>
    </Box>
  );
}
