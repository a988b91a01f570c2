/**
 * Mirrors an icon that points left or right (arrows, chevrons) when the page reads right to left.
 * It keys on the document's `dir`, so it holds whichever way the theme builds its styles.
 */
export const flipInRtlSx = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
