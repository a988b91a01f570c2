/** Layout sizes of SPEC.md section 9 (px). */
export const LAYOUT = {
  header: { mobile: 64, desktop: 72 },
  nav: {
    /** The vertical dashboard nav. */
    vertical: 280,
    /** The dashboard nav inside the temporary drawer of small screens. */
    mobile: 260,
    mini: 88,
    /** Height of a root nav item. */
    item: 48,
    subItem: 36,
    /** Height of the horizontal nav bar under the header. */
    horizontal: 56,
  },
} as const;

/** Where the dashboard's permanent nav appears (MUI `lg`, 1200 px); below it lives in a drawer. */
export const NAV_BREAKPOINT = 'lg' as const;
