'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NAV_LAYOUTS, type NavLayout } from '../settings-cookies';

/** A tiny drawing of each dashboard layout: nav bars as thick lines, content as a tinted box. */
function LayoutThumbnail({ layout, selected }: { layout: NavLayout; selected: boolean }) {
  const theme = useTheme();
  const ink = selected ? theme.palette.primary.main : theme.palette.grey[500];
  const bar = (width: number | string, opacity: number) => <Box sx={{ width, height: 4, borderRadius: 1, bgcolor: alpha(ink, opacity), flexShrink: 0 }} />;
  const content = <Box sx={{ flexGrow: 1, borderRadius: 0.75, bgcolor: alpha(ink, selected ? 0.12 : 0.08), border: `1px dashed ${alpha(ink, selected ? 0.3 : 0.2)}` }} />;

  if (layout === 'horizontal') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, p: 0.75, width: 1, height: 1 }}>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: ink }} />
          {bar(16, 0.48)}
          {bar(12, 0.24)}
        </Box>
        {content}
      </Box>
    );
  }
  const isMini = layout === 'mini';
  return (
    <Box sx={{ display: 'flex', gap: 0.5, p: 0.75, width: 1, height: 1 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: isMini ? 'center' : 'flex-start', width: isMini ? 10 : 22, flexShrink: 0 }}>
        <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: ink }} />
        {bar(isMini ? 8 : 20, 0.48)}
        {bar(isMini ? 8 : 14, 0.24)}
      </Box>
      {content}
    </Box>
  );
}

/** The three dashboard layouts as selectable thumbnails. */
export function LayoutOptions({ value, onChange }: { value: NavLayout; onChange: (layout: NavLayout) => void }) {
  const { t } = useTranslation('common');
  return (
    <Box role="radiogroup" aria-label={t('settings.layout')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
      {NAV_LAYOUTS.map((layout) => {
        const selected = value === layout;
        return (
          <Box key={layout} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.75 }}>
            <ButtonBase
              role="radio"
              aria-checked={selected}
              aria-label={t(`settings.layouts.${layout}`)}
              onClick={() => onChange(layout)}
              sx={(theme) => ({
                width: 1,
                height: 64,
                borderRadius: 1.5,
                border: `1px solid ${selected ? alpha(theme.palette.primary.main, 0.4) : alpha(theme.palette.grey[500], 0.12)}`,
                boxShadow: selected ? theme.customShadows.z8 : 'none',
                bgcolor: selected ? 'background.paper' : 'transparent',
                transition: theme.transitions.create(['box-shadow', 'border-color']),
              })}
            >
              <LayoutThumbnail layout={layout} selected={selected} />
            </ButtonBase>
            <Typography variant="caption" sx={{ color: selected ? 'text.primary' : 'text.secondary', fontWeight: selected ? 600 : 400 }}>
              {t(`settings.layouts.${layout}`)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
