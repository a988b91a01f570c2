'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Reveal } from '@web/modules/misc/components/reveal';
import { SectionTitle } from '@web/modules/misc/components/section-title';
import { formatCount } from '@web/modules/misc/components/locale';

const STEPS = ['account', 'choose', 'practise', 'review'] as const;

/** Four steps from signing up to reviewing a result, joined by a dashed line. */
export function HowItWorks() {
  const { t, i18n } = useTranslation('landing');

  return (
    <Box
      component="section"
      aria-labelledby="landing-how"
      sx={(theme) => ({ py: { xs: 8, md: 12 }, bgcolor: theme.alpha((theme.vars ?? theme).palette.grey[500], 0.06) })}
    >
      <Container maxWidth="lg">
        <Reveal isInView>
          <SectionTitle id="landing-how" overline={t('how.overline')} title={t('how.title')} />
        </Reveal>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: { xs: 5, md: 8 },
            display: 'grid',
            gap: { xs: 4, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {STEPS.map((step, index) => {
            const isLast = index === STEPS.length - 1;
            return (
              <Box
                component="li"
                key={step}
                sx={(theme) => ({
                  position: 'relative',
                  display: 'flex',
                  flexDirection: { xs: 'row', md: 'column' },
                  gap: 2.5,
                  alignItems: { xs: 'flex-start', md: 'center' },
                  textAlign: { xs: 'start', md: 'center' },
                  // The dashed line to the next step: downwards on phones, sideways from tablets up.
                  '&::after': isLast
                    ? undefined
                    : {
                        content: '""',
                        position: 'absolute',
                        borderColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.4),
                        borderStyle: 'dashed',
                        borderWidth: 0,
                        [theme.breakpoints.down('md')]: { top: 56, bottom: -28, insetInlineStart: 27, borderInlineStartWidth: 2 },
                        [theme.breakpoints.up('md')]: { top: 28, height: 0, insetInlineStart: 'calc(50% + 40px)', width: 'calc(100% - 56px)', borderTopWidth: 2 },
                      },
                })}
              >
                <Reveal isInView delay={index * 0.1}>
                  <Box
                    sx={{
                      width: 56,
                      height: 56,
                      flexShrink: 0,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      typography: 'h5',
                      color: 'primary.contrastText',
                      bgcolor: 'primary.main',
                      boxShadow: 4,
                    }}
                  >
                    {formatCount(index + 1, i18n.language)}
                  </Box>
                </Reveal>
                <Box>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {t(`how.steps.${step}.title`)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`how.steps.${step}.text`)}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
