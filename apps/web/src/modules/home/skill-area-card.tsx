'use client';

import { IntentLink as Link } from '@web/components/intent-link';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import { flipInRtlSx } from '@web/modules/misc/components/rtl';
import type { SkillArea } from './skill-areas';
import { getSkillAreaHref } from './skill-areas';

/** One area of the product as a card; marked "Coming soon" until its screen ships. */
export function SkillAreaCard({ area }: { area: SkillArea }) {
  const { t } = useTranslation('home');
  const { icon: Icon, color } = area;

  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        height: 1,
        borderRadius: 2,
        transition: theme.transitions.create(['box-shadow', 'border-color']),
        '&:hover': { boxShadow: theme.shadows[8], borderColor: 'transparent' },
      })}
    >
      <CardActionArea component={Link} href={getSkillAreaHref(area)} sx={{ height: 1, p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Box
            sx={(theme) => ({
              width: 48,
              height: 48,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1.5,
              color: `${color}.main`,
              bgcolor: theme.alpha(theme.palette[color].main, 0.12),
            })}
          >
            <Icon aria-hidden />
          </Box>
          {area.isAvailable ? (
            <ArrowForwardRoundedIcon sx={[{ color: 'text.disabled' }, flipInRtlSx]} aria-hidden />
          ) : (
            <Chip
              size="small"
              icon={<ScheduleRoundedIcon />}
              label={t('comingSoon')}
              sx={(theme) => ({
                fontWeight: 600,
                color: theme.palette.warning.darker ?? theme.palette.warning.dark,
                bgcolor: theme.alpha(theme.palette.warning.main, 0.16),
                '& .MuiChip-icon': { color: 'inherit' },
                ...theme.applyStyles('dark', { color: theme.palette.warning.light }),
              })}
            />
          )}
        </Box>
        <Typography variant="subtitle1" component="h3">
          {t(`areas.${area.id}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t(`areas.${area.id}.text`)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
