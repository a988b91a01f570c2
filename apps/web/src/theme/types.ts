// Module augmentation: the extra theme fields Lexam's components read.
import type {} from '@mui/material/styles';

export interface CustomShadows {
  z1: string;
  z4: string;
  z8: string;
  z12: string;
  z16: string;
  z20: string;
  z24: string;
  /** Resting cards. */
  card: string;
  /** Menus, popovers. */
  dropdown: string;
  /** Dialogs and drawers. */
  dialog: string;
  /** Coloured glow under a primary button. */
  primary: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    customShadows: CustomShadows;
  }
  interface ThemeOptions {
    customShadows?: CustomShadows;
  }
  interface TypeBackground {
    /** A light grey surface: table heads, the bold-contrast page, chips. */
    neutral: string;
  }
  interface PaletteColor {
    lighter: string;
    darker: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
}
