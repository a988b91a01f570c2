'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import HeadphonesRoundedIcon from '@mui/icons-material/HeadphonesRounded';
import SpellcheckRoundedIcon from '@mui/icons-material/SpellcheckRounded';
import { Reveal } from '@web/modules/misc/components/reveal';
import { SectionTitle } from '@web/modules/misc/components/section-title';
import type { IconComponent, PaletteColorKey } from './feature-icon';
import { FeatureIcon } from './feature-icon';
import { accentTextSx } from '@web/modules/misc/components/accent';

/** The TOEIC editions of ROUTES.md, written as the product names them. */
const TOEIC_EDITIONS = ['ETS', 'ETS 2020', 'ETS 2021', 'ETS 2022', 'ETS 2023'];

const EXAMS: ReadonlyArray<{ key: 'ielts' | 'toeic' | 'grammar'; Icon: IconComponent; color: PaletteColorKey }> = [
  { key: 'ielts', Icon: MenuBookRoundedIcon, color: 'primary' },
  { key: 'toeic', Icon: HeadphonesRoundedIcon, color: 'info' },
  { key: 'grammar', Icon: SpellcheckRoundedIcon, color: 'warning' },
];

const POINTS = ['one', 'two', 'three'] as const;

/** IELTS, TOEIC and grammar tests: the three kinds of full test. */
export function ExamsSection() {
  const { t } = useTranslation('landing');

  return (
    <Container component="section" aria-labelledby="landing-exams" maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Reveal isInView>
        <SectionTitle id="landing-exams" overline={t('exams.overline')} title={t('exams.title')} description={t('exams.lead')} />
      </Reveal>
      <Box sx={{ mt: { xs: 5, md: 8 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {EXAMS.map(({ key, Icon, color }, index) => (
          <Reveal key={key} isInView delay={index * 0.1} style={{ height: '100%' }}>
            <Box
              component="article"
              aria-labelledby={`landing-exam-${key}`}
              sx={(theme) => ({
                height: 1,
                p: { xs: 3, md: 4 },
                borderRadius: 3,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                transition: theme.transitions.create(['box-shadow', 'transform']),
                '&:hover': { boxShadow: 12, transform: 'translateY(-4px)' },
                '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
              })}
            >
              <FeatureIcon Icon={Icon} color={color} size={56} />
              <Typography variant="overline" component="p" sx={[{ mt: 3 }, accentTextSx(color)]}>
                {t(`exams.items.${key}.kicker`)}
              </Typography>
              <Typography id={`landing-exam-${key}`} variant="h5" component="h3" sx={{ mt: 0.5, mb: 1.5 }}>
                {t(`exams.items.${key}.title`)}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t(`exams.items.${key}.text`)}</Typography>
              {key === 'toeic' ? (
                <Stack component="ul" direction="row" useFlexGap spacing={0.75} aria-label={t('exams.editionsLabel')} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 2 }}>
                  {TOEIC_EDITIONS.map((edition) => (
                    <li key={edition}>
                      <Chip
                        size="small"
                        label={edition}
                        variant="outlined"
                        sx={[(theme) => ({ borderColor: theme.alpha(theme.palette.info.main, 0.48) }), accentTextSx('info')]}
                      />
                    </li>
                  ))}
                </Stack>
              ) : null}
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 3 }}>
                {POINTS.map((point) => (
                  <Box component="li" key={point} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                    <CheckCircleRoundedIcon sx={{ fontSize: 20, mt: '2px', color: `${color}.main` }} aria-hidden />
                    <Typography variant="body2">{t(`exams.items.${key}.points.${point}`)}</Typography>
                  </Box>
                ))}
              </Stack>
            </Box>
          </Reveal>
        ))}
      </Box>
    </Container>
  );
}
