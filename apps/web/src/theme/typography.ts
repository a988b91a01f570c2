import type { TypographyVariantsOptions } from '@mui/material/styles';

/** The rem factor of SPEC.md section 9: 16 px = 1 rem. */
export const REM_FACTOR = 16;

/** `pxToRem(24)` → `'1.5rem'`. */
export function pxToRem(px: number): string {
  return `${px / REM_FACTOR}rem`;
}

/** SPEC.md section 9: headings grow at 600, 900 and 1200 px (MUI's sm, md and lg). */
export const HEADING_BREAKPOINTS = { sm: 600, md: 900, lg: 1200 } as const;

/** Media-query font sizes: `responsiveFontSizes({ sm: 52, md: 58, lg: 64 })`. */
export function responsiveFontSizes({ sm, md, lg }: { sm: number; md: number; lg: number }) {
  return {
    [`@media (min-width:${HEADING_BREAKPOINTS.sm}px)`]: { fontSize: pxToRem(sm) },
    [`@media (min-width:${HEADING_BREAKPOINTS.md}px)`]: { fontSize: pxToRem(md) },
    [`@media (min-width:${HEADING_BREAKPOINTS.lg}px)`]: { fontSize: pxToRem(lg) },
  };
}

/** Only the three weights the self-hosted Roboto ships (400, 600, 700). */
export const FONT_WEIGHTS = { regular: 400, semiBold: 600, bold: 700 } as const;

export function createTypography(fontFamily: string): TypographyVariantsOptions {
  const { regular, semiBold, bold } = FONT_WEIGHTS;
  return {
    fontFamily,
    htmlFontSize: REM_FACTOR,
    fontSize: 14,
    fontWeightLight: regular,
    fontWeightRegular: regular,
    fontWeightMedium: semiBold,
    fontWeightBold: bold,
    h1: { fontWeight: bold, lineHeight: 80 / 64, fontSize: pxToRem(40), ...responsiveFontSizes({ sm: 52, md: 58, lg: 64 }) },
    h2: { fontWeight: bold, lineHeight: 64 / 48, fontSize: pxToRem(32), ...responsiveFontSizes({ sm: 40, md: 44, lg: 48 }) },
    h3: { fontWeight: bold, lineHeight: 1.5, fontSize: pxToRem(24), ...responsiveFontSizes({ sm: 26, md: 30, lg: 32 }) },
    h4: { fontWeight: bold, lineHeight: 1.5, fontSize: pxToRem(20), ...responsiveFontSizes({ sm: 20, md: 24, lg: 24 }) },
    h5: { fontWeight: bold, lineHeight: 1.5, fontSize: pxToRem(18), ...responsiveFontSizes({ sm: 19, md: 20, lg: 20 }) },
    h6: { fontWeight: semiBold, lineHeight: 28 / 18, fontSize: pxToRem(17), ...responsiveFontSizes({ sm: 18, md: 18, lg: 18 }) },
    subtitle1: { fontWeight: semiBold, lineHeight: 1.5, fontSize: pxToRem(16) },
    subtitle2: { fontWeight: semiBold, lineHeight: 22 / 14, fontSize: pxToRem(14) },
    body1: { lineHeight: 1.5, fontSize: pxToRem(16) },
    body2: { lineHeight: 22 / 14, fontSize: pxToRem(14) },
    caption: { lineHeight: 1.5, fontSize: pxToRem(12) },
    overline: { fontWeight: bold, lineHeight: 1.5, fontSize: pxToRem(12), textTransform: 'uppercase' },
    button: { fontWeight: bold, lineHeight: 24 / 14, fontSize: pxToRem(14), textTransform: 'unset' },
  };
}
