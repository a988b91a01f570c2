import { alpha, type PaletteOptions } from '@mui/material/styles';
import type { ColorPreset, ThemeContrast, ThemeMode } from '@web/settings/settings-cookies';

/** A colour scale as the palette wants it (lighter/darker are augmented in theme/types.ts). */
export interface ColorScale {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

export const grey = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
} as const;

export const common = { black: '#000000', white: '#FFFFFF' } as const;

function scale(lighter: string, light: string, main: string, dark: string, darker: string, contrastText: string = common.white): ColorScale {
  return { lighter, light, main, dark, darker, contrastText };
}

/** Primary colour of each preset (SPEC.md section 4); `default` is Lexam's green. */
export const PRESET_PRIMARY: Readonly<Record<ColorPreset, ColorScale>> = {
  default: scale('#C8FAD6', '#5BE49B', '#00A76F', '#007867', '#004B50'),
  cyan: scale('#CCF4FE', '#68CDF9', '#078DEE', '#0351AB', '#012972'),
  purple: scale('#EBD6FD', '#B985F4', '#7635DC', '#431A9E', '#200A69'),
  blue: scale('#D1E9FC', '#76B0F1', '#2065D1', '#103996', '#061B64'),
  orange: scale('#FEF4D4', '#FED680', '#FDA92D', '#B66816', '#793908', grey[800]),
  red: scale('#FFE3D5', '#FFC1AC', '#FF3030', '#B71833', '#7A0930'),
};

/**
 * Text tones. The app writes hints, empty cells and captions in `text.disabled`, not only disabled
 * controls, so every tone reads at AA (4.5:1) on the paper, the neutral background and a 16 % tint of
 * any preset (a selected row, a chip): grey 500 (#919EAB) was 2.7:1 on white, grey 600 3.2:1 on the
 * dark paper. The order primary > secondary > disabled is kept.
 */
const TEXT_LIGHT = { primary: grey[800], secondary: '#566573', disabled: '#637381' } as const;
const TEXT_DARK = { primary: common.white, secondary: '#A4B0BC', disabled: '#919EAB' } as const;

const secondary = scale('#EFD6FF', '#C684FF', '#8E33FF', '#5119B7', '#27097A');
const info = scale('#CAFDF5', '#61F3F3', '#00B8D9', '#006C9C', '#003768');
const success = scale('#D3FCD2', '#77ED8B', '#22C55E', '#118D57', '#065E49');
const warning = scale('#FFF5CC', '#FFD666', '#FFAB00', '#B76E00', '#7A4100', grey[800]);
const error = scale('#FFE9D5', '#FFAC82', '#FF5630', '#B71D18', '#7A0916');

/** The palette of a mode, preset and contrast. */
export function createPalette({ mode, colorPreset, contrast }: { mode: ThemeMode; colorPreset: ColorPreset; contrast: ThemeContrast }): PaletteOptions {
  const isLight = mode === 'light';
  const isBold = contrast === 'bold';
  const background = isLight
    ? { paper: common.white, default: isBold ? grey[200] : common.white, neutral: grey[200] }
    : { paper: grey[800], default: isBold ? '#0B0F14' : grey[900], neutral: '#28323D' };

  return {
    mode,
    primary: PRESET_PRIMARY[colorPreset],
    secondary,
    info,
    success,
    warning,
    error,
    grey,
    common,
    divider: alpha(grey[500], 0.2),
    text: isLight ? TEXT_LIGHT : TEXT_DARK,
    background,
    action: {
      active: isLight ? grey[600] : grey[500],
      hover: alpha(grey[500], 0.08),
      selected: alpha(grey[500], 0.16),
      focus: alpha(grey[500], 0.24),
      disabled: alpha(grey[500], 0.8),
      disabledBackground: alpha(grey[500], 0.24),
      hoverOpacity: 0.08,
      disabledOpacity: 0.48,
    },
  };
}
