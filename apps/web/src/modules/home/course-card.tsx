'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { CourseIndex } from '@lexam/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { paths } from '@web/lib/routes';
import { flipInRtlSx } from '@web/modules/misc/components/rtl';
import { accentTextSx } from '@web/modules/misc/components/accent';
import { findSkillAreaOfCourse, getSkillAreaHref } from './skill-areas';

/** One course of the catalogue: its skill, name, description and the way in. */
export function CourseCard({ course }: { course: CourseIndex }) {
  const { t } = useTranslation('home');
  const area = findSkillAreaOfCourse(course.skill);
  const href = area ? getSkillAreaHref(area) : paths.comingSoon;
  const color = area?.color ?? 'primary';
  const Icon = area?.icon;
  const titleId = `course-${course.id}-title`;

  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ height: 1, borderRadius: 2, p: 2.5, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Chip
          size="small"
          icon={Icon ? <Icon /> : undefined}
          label={t(`catalogue.skills.${course.skill}`)}
          sx={(theme) => ({
            fontWeight: 600,
            bgcolor: theme.alpha(theme.palette[color].main, 0.12),
            '& .MuiChip-icon': { color: 'inherit' },
            ...accentTextSx(color)(theme),
          })}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }} dir="ltr">
          {course.code}
        </Typography>
      </Box>
      <Typography id={titleId} variant="subtitle1" component="h3" dir="auto">
        {course.name}
      </Typography>
      <Typography
        variant="body2"
        dir="auto"
        sx={{ textAlign: 'start', color: 'text.secondary', mt: 0.5, mb: 2, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {course.description}
      </Typography>
      <Box sx={{ mt: 'auto' }}>
        <Button
          component={Link}
          href={href}
          size="small"
          color="inherit"
          endIcon={<ArrowForwardRoundedIcon sx={flipInRtlSx} />}
          aria-label={t('catalogue.openCourse', { name: course.name })}
          sx={{ marginInlineStart: -1 }}
        >
          {area?.isAvailable ? t('catalogue.open') : t('comingSoon')}
        </Button>
      </Box>
    </Card>
  );
}

/** The shape of a course card while the catalogue loads. */
export function CourseCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: 1, borderRadius: 2, p: 2.5 }} aria-hidden>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
        <SkeletonBlock width={84} height={24} radius={12} />
        <SkeletonBlock width={56} height={14} />
      </Box>
      <SkeletonBlock width="70%" height={20} />
      <SkeletonBlock width="100%" height={14} sx={{ mt: 1.5 }} />
      <SkeletonBlock width="90%" height={14} sx={{ mt: 1 }} />
      <SkeletonBlock width={96} height={28} sx={{ mt: 3 }} />
    </Card>
  );
}


function SkeletonBlock({ width, height, radius = 6, sx }: { width: number | string; height: number; radius?: number; sx?: SxProps<Theme> }) {
  return <Skeleton variant="rounded" width={width} height={height} sx={[{ borderRadius: `${radius}px` }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
