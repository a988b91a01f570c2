import { createTheme, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { COLOR_PRESETS } from '@web/settings/settings-cookies';
import { createPalette } from './palette';
import { readableDarkShade, readableFill, readableFillHover, type PaletteColorKey } from './readable-shade';

const COLORS: PaletteColorKey[] = ['primary', 'secondary', 'info', 'success', 'warning', 'error'];

/** `color` at `opacity` over white, as the browser composites a tinted background. */
function tintOnWhite(color: string, opacity: number): string {
  const { values } = decomposeColor(color);
  return recomposeColor({ type: 'rgb', values: [0, 1, 2].map((index) => Math.round(255 * (1 - opacity) + Number(values[index]) * opacity)) as [number, number, number] });
}

/** The app's light palette of a preset (create-theme.ts also loads fonts through next/font, which only Next can build). */
const lightTheme = (colorPreset: (typeof COLOR_PRESETS)[number]) => createTheme({ palette: createPalette({ mode: 'light', colorPreset, contrast: 'default' }) });

describe('readableDarkShade', () => {
  for (const colorPreset of COLOR_PRESETS) {
    const theme = lightTheme(colorPreset);

    it(`keeps small coloured text at AA (4.5:1) on white and on a 16 % tint of the colour (${colorPreset} preset)`, () => {
      for (const color of COLORS) {
        const shade = readableDarkShade(theme, color);
        const tint = tintOnWhite(theme.palette[color].main, 0.16);
        expect(getContrastRatio(shade, theme.palette.common.white), `${color} on white`).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(shade, tint), `${color} on its tint`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('keeps the dark shade where it reads well, and takes the darker one only where it does not', () => {
    const theme = lightTheme('default');
    expect(readableDarkShade(theme, 'primary')).toBe(theme.palette.primary.dark);
    expect(readableDarkShade(theme, 'error')).toBe(theme.palette.error.dark);
    expect(readableDarkShade(theme, 'success')).toBe(theme.palette.success.darker);
    expect(readableDarkShade(theme, 'warning')).toBe(theme.palette.warning.darker);
  });
});

describe('readableFill', () => {
  for (const colorPreset of COLOR_PRESETS) {
    for (const mode of ['light', 'dark'] as const) {
      it(`puts a filled button's label at AA (4.5:1), at rest and on hover (${colorPreset} preset, ${mode})`, () => {
        const theme = createTheme({ palette: createPalette({ mode, colorPreset, contrast: 'default' }) });
        for (const color of COLORS) {
          const { contrastText } = theme.palette[color];
          expect(getContrastRatio(contrastText, readableFill(theme, color)), `${color}`).toBeGreaterThanOrEqual(4.5);
          expect(getContrastRatio(contrastText, readableFillHover(theme, color)), `${color} hovered`).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
  }

  it('keeps the main shade where its label already reads well', () => {
    const theme = lightTheme('default');
    expect(readableFill(theme, 'primary')).toBe(theme.palette.primary.dark);
    expect(readableFill(theme, 'warning')).toBe(theme.palette.warning.main);
  });
});
