'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PRESET_PRIMARY } from '@web/theme/palette';
import { COLOR_PRESETS, type ColorPreset } from '../settings-cookies';

/** The six colour presets as swatches. */
export function PresetOptions({ value, onChange }: { value: ColorPreset; onChange: (preset: ColorPreset) => void }) {
  const { t } = useTranslation('common');
  return (
    <Box role="radiogroup" aria-label={t('settings.presets')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
      {COLOR_PRESETS.map((preset) => {
        const color = PRESET_PRIMARY[preset].main;
        const selected = value === preset;
        return (
          <ButtonBase
            key={preset}
            role="radio"
            aria-checked={selected}
            aria-label={t(`settings.presetNames.${preset}`)}
            title={t(`settings.presetNames.${preset}`)}
            onClick={() => onChange(preset)}
            sx={(theme) => ({
              height: 56,
              borderRadius: 1.5,
              border: `1px solid ${selected ? alpha(color, 0.4) : alpha(theme.palette.grey[500], 0.12)}`,
              bgcolor: selected ? alpha(color, 0.08) : 'transparent',
              transition: theme.transitions.create(['background-color', 'border-color']),
            })}
          >
            <Box
              sx={{
                width: selected ? 26 : 14,
                height: selected ? 26 : 14,
                borderRadius: '50%',
                bgcolor: color,
                boxShadow: selected ? `0 4px 8px 0 ${alpha(color, 0.32)}` : 'none',
                transition: (theme) => theme.transitions.create(['width', 'height']),
              }}
            />
          </ButtonBase>
        );
      })}
    </Box>
  );
}
