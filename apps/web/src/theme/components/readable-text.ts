import type { Components, Theme } from '@mui/material/styles';
import { FILLED_COLORS, readableAccent, readableFill, type PaletteColorKey } from '../readable-shade';

/**
 * One rule for every component that writes text in a palette colour or fills a small label with it:
 * MUI takes the colour's main shade, which most presets and the success, info and warning colours
 * keep for fills and icons and which is under AA as text (the default green is 3.1:1 on white, the
 * success green 2.3:1). Text takes the colour's readable accent instead (its dark or darker shade in
 * light mode, its light shade in dark mode: readable-shade.ts), so each preset keeps its hue.
 */
type Style = (props: { theme: Theme }) => Record<string, unknown>;

const accent =
  (color: PaletteColorKey): Style =>
  ({ theme }) => ({ color: readableAccent(theme, color) });

/** A `props` → style variant per palette colour. */
function perColour<P extends object>(props: (color: PaletteColorKey) => P, style: (color: PaletteColorKey) => Style) {
  return FILLED_COLORS.map((color) => ({ props: props(color), style: style(color) }));
}

export const readableText: Components<Theme> = {
  MuiTypography: { variants: perColour((color) => ({ color }), accent) },
  MuiLink: { defaultProps: { underline: 'hover' }, variants: perColour((color) => ({ color }), accent) },
  // Error messages and labels of a field in error (error.main is 3.0:1 on white).
  MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-error': { color: readableAccent(theme, 'error') } }) } },
  MuiFormLabel: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-error': { color: readableAccent(theme, 'error') } }) } },
  MuiToggleButton: {
    variants: perColour(
      (color) => ({ color }),
      (color) =>
        ({ theme }) => ({ '&.Mui-selected': { color: readableAccent(theme, color) } }),
    ),
  },
  MuiTab: {
    styleOverrides: {
      textColorPrimary: ({ theme }) => ({ '&.Mui-selected': { color: readableAccent(theme, 'primary') } }),
      textColorSecondary: ({ theme }) => ({ '&.Mui-selected': { color: readableAccent(theme, 'secondary') } }),
    },
  },
  MuiBadge: {
    variants: perColour(
      (color) => ({ color }),
      (color) =>
        ({ theme }) => ({ '& .MuiBadge-badge': { backgroundColor: readableFill(theme, color) } }),
    ),
  },
  MuiPaginationItem: {
    variants: [
      ...perColour(
        (color) => ({ variant: 'text' as const, color: color as 'primary' | 'secondary' }),
        (color) =>
          ({ theme }) => ({ '&.Mui-selected': { backgroundColor: readableFill(theme, color) } }),
      ).filter((variant) => variant.props.color === 'primary' || variant.props.color === 'secondary'),
      ...perColour(
        (color) => ({ variant: 'outlined' as const, color: color as 'primary' | 'secondary' }),
        (color) =>
          ({ theme }) => ({ '&.Mui-selected': { color: readableAccent(theme, color) } }),
      ).filter((variant) => variant.props.color === 'primary' || variant.props.color === 'secondary'),
    ],
  },
};

/** Text and outlined buttons write their label in the colour: the same rule, merged into the button's own variants. */
export const readableButtonText = [...perColour((color) => ({ variant: 'text' as const, color }), accent), ...perColour((color) => ({ variant: 'outlined' as const, color }), accent)];

/** Outlined chips write their label in the colour: merged into the chip's own variants. */
export const readableChipText = perColour(
  (color) => ({ variant: 'outlined' as const, color }),
  (color) =>
    ({ theme }) => ({ color: readableAccent(theme, color), '& .MuiChip-deleteIcon': { color: readableAccent(theme, color) } }),
);
