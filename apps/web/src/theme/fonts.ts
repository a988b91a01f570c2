import localFont from 'next/font/local';

// Roboto is self-hosted from @fontsource-variable/roboto (next/font/google needs the network at build
// time): one variable file per script carries every weight the theme uses (400, 600, 700): 43 KB for
// Latin, where its three static weights were 66 KB to fetch before the first paint.
// The Latin file covers English and French and is preloaded; the Vietnamese file only holds the
// letters Latin lacks (ạ, ế, ữ…) and is fetched when a page uses them (its unicode-range). Two
// families, listed in that order, because next/font cannot give one family per-file unicode ranges.
// Chinese and Arabic glyphs fall through to the system fonts after Helvetica and Arial.
// Latin is `optional`: preloaded, it is there for the first paint on any fair connection; when it is
// late, the page keeps its metric-matched fallback instead of swapping (no reflow, and no second,
// later paint of the headline that would count as the page's largest paint). The next page has it.

export const robotoLatin = localFont({
  src: [{ path: '../../../../node_modules/@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  display: 'optional',
  preload: true,
  variable: '--font-roboto',
  fallback: ['Helvetica', 'Arial', 'sans-serif'],
  declarations: [
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
});

export const robotoVietnamese = localFont({
  src: [{ path: '../../../../node_modules/@fontsource-variable/roboto/files/roboto-vietnamese-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB' },
  ],
});

/** The first family name of a next/font `style.fontFamily` (it appends its own fallbacks). */
function firstFamily(fontFamily: string): string {
  return fontFamily.split(',')[0].trim();
}

/**
 * The theme's font stack (SPEC.md section 9: Roboto, Helvetica, Arial): Roboto Latin, Roboto
 * Vietnamese, then Roboto's metric-matched fallback and the spec's fallbacks.
 */
export const FONT_FAMILY = [
  firstFamily(robotoLatin.style.fontFamily),
  firstFamily(robotoVietnamese.style.fontFamily),
  ...robotoLatin.style.fontFamily.split(',').slice(1).map((family) => family.trim()),
]
  .filter((family, index, all) => family && all.indexOf(family) === index)
  .join(', ');

/** Class name for <html>: defines the `--font-roboto` CSS variable for plain CSS that needs the font. */
export const FONT_VARIABLE_CLASS = robotoLatin.variable;
