'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import RecordVoiceOverRoundedIcon from '@mui/icons-material/RecordVoiceOverRounded';
import StyleRoundedIcon from '@mui/icons-material/StyleRounded';
import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import OndemandVideoRoundedIcon from '@mui/icons-material/OndemandVideoRounded';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import { Reveal } from '@web/modules/misc/components/reveal';
import { SectionTitle } from '@web/modules/misc/components/section-title';
import type { IconComponent, PaletteColorKey } from './feature-icon';
import { FeatureIcon } from './feature-icon';

const FEATURES: ReadonlyArray<{ key: string; Icon: IconComponent; color: PaletteColorKey }> = [
  { key: 'receptive', Icon: AutoStoriesRoundedIcon, color: 'primary' },
  { key: 'productive', Icon: RecordVoiceOverRoundedIcon, color: 'secondary' },
  { key: 'flashcards', Icon: StyleRoundedIcon, color: 'warning' },
  { key: 'vocabulary', Icon: TranslateRoundedIcon, color: 'success' },
  { key: 'videos', Icon: OndemandVideoRoundedIcon, color: 'error' },
  { key: 'results', Icon: FactCheckRoundedIcon, color: 'info' },
];

/** Courses and revision tools: what learners use between two full tests. */
export function FeaturesSection() {
  const { t } = useTranslation('landing');

  return (
    <Box
      component="section"
      aria-labelledby="landing-features"
      sx={(theme) => ({ py: { xs: 8, md: 12 }, bgcolor: theme.alpha((theme.vars ?? theme).palette.grey[500], 0.06) })}
    >
      <Container maxWidth="lg">
        <Reveal isInView>
          <SectionTitle id="landing-features" overline={t('features.overline')} title={t('features.title')} description={t('features.lead')} />
        </Reveal>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 5, md: 8 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
        >
          {FEATURES.map(({ key, Icon, color }, index) => (
            <Box component="li" key={key}>
              <Reveal isInView delay={(index % 3) * 0.08} style={{ height: '100%' }}>
                <Box sx={{ height: 1, p: 3, borderRadius: 3, bgcolor: 'background.paper', boxShadow: 1, display: 'flex', gap: 2.5 }}>
                  <FeatureIcon Icon={Icon} color={color} />
                  <Box>
                    <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                      {t(`features.items.${key}.title`)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`features.items.${key}.text`)}
                    </Typography>
                  </Box>
                </Box>
              </Reveal>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
