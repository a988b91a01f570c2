'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { Reveal } from '@web/modules/misc/components/reveal';
import { flipInRtlSx } from '@web/modules/misc/components/rtl';
import { SectionTitle } from '@web/modules/misc/components/section-title';
import type { IconComponent, PaletteColorKey } from './feature-icon';
import { FeatureIcon } from './feature-icon';
import { DashboardMockup } from './dashboard-mockup';
import { LANDING_LINKS } from './links';

const TOOLS: ReadonlyArray<{ key: string; Icon: IconComponent; color: PaletteColorKey }> = [
  { key: 'authoring', Icon: EditNoteRoundedIcon, color: 'primary' },
  { key: 'classes', Icon: GroupsRoundedIcon, color: 'info' },
  { key: 'statistics', Icon: BarChartRoundedIcon, color: 'success' },
  { key: 'access', Icon: AdminPanelSettingsRoundedIcon, color: 'warning' },
];

/** What teachers and administrators get: the dashboard. */
export function TeachersSection() {
  const { t } = useTranslation('landing');

  return (
    <Container component="section" aria-labelledby="landing-teachers" maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 6, md: 10 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center' }}>
        <Box>
          <Reveal isInView>
            <SectionTitle id="landing-teachers" align="start" overline={t('teachers.overline')} title={t('teachers.title')} description={t('teachers.lead')} />
          </Reveal>
          <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0, mt: 5 }}>
            {TOOLS.map(({ key, Icon, color }, index) => (
              <Box component="li" key={key}>
                <Reveal isInView direction="start" delay={index * 0.08}>
                  <Box sx={{ display: 'flex', gap: 2.5 }}>
                    <FeatureIcon Icon={Icon} color={color} />
                    <Box>
                      <Typography variant="subtitle1" component="h3">
                        {t(`teachers.items.${key}.title`)}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                        {t(`teachers.items.${key}.text`)}
                      </Typography>
                    </Box>
                  </Box>
                </Reveal>
              </Box>
            ))}
          </Stack>
          <Reveal isInView>
            <Button
              component={Link}
              href={LANDING_LINKS.loginAdmin}
              variant="outlined"
              color="inherit"
              size="large"
              endIcon={<ArrowForwardRoundedIcon sx={flipInRtlSx} />}
              sx={{ mt: 5 }}
            >
              {t('teachers.action')}
            </Button>
          </Reveal>
        </Box>
        <Reveal isInView direction="end">
          <DashboardMockup />
        </Reveal>
      </Box>
    </Container>
  );
}
