import { alpha, type Shadows } from '@mui/material/styles';
import type { ThemeMode } from '@web/settings/settings-cookies';
import { common, grey } from './palette';
import type { CustomShadows } from './types';

/** MUI's 25 elevations, softened: a grey umbra/penumbra/ambient instead of black. */
export function createShadows(mode: ThemeMode): Shadows {
  const color = mode === 'light' ? grey[500] : common.black;
  const umbra = alpha(color, 0.2);
  const penumbra = alpha(color, 0.14);
  const ambient = alpha(color, 0.12);
  const list = Array.from({ length: 25 }, (_, level) => {
    if (level === 0) return 'none';
    const y = Math.ceil(level / 2);
    return [
      `0px ${y}px ${Math.round(level * 0.8) + 1}px -${Math.ceil(level / 4)}px ${umbra}`,
      `0px ${level}px ${level * 1.5}px 0px ${penumbra}`,
      `0px ${Math.ceil(level / 3)}px ${level * 2}px 0px ${ambient}`,
    ].join(',');
  });
  return list as Shadows;
}

export function createCustomShadows(mode: ThemeMode, primaryMain: string): CustomShadows {
  const color = mode === 'light' ? grey[500] : common.black;
  const soft = alpha(color, 0.16);
  return {
    z1: `0 1px 2px 0 ${soft}`,
    z4: `0 4px 8px 0 ${soft}`,
    z8: `0 8px 16px 0 ${soft}`,
    z12: `0 12px 24px -4px ${soft}`,
    z16: `0 16px 32px -4px ${soft}`,
    z20: `0 20px 40px -4px ${soft}`,
    z24: `0 24px 48px 0 ${soft}`,
    card: `0 0 2px 0 ${alpha(color, 0.2)}, 0 12px 24px -4px ${alpha(color, 0.12)}`,
    dropdown: `0 0 2px 0 ${alpha(color, 0.24)}, -20px 20px 40px -4px ${alpha(color, 0.24)}`,
    dialog: `-40px 40px 80px -8px ${alpha(common.black, 0.24)}`,
    primary: `0 8px 16px 0 ${alpha(primaryMain, 0.24)}`,
  };
}
