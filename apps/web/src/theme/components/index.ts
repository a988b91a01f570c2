import type { Components, Theme } from '@mui/material/styles';
import { baseline } from './baseline';
import { dataDisplay } from './data-display';
import { inputs } from './inputs';
import { readableText } from './readable-text';
import { surfaces } from './surfaces';

/** Every component override of the theme. */
export const components: Components<Theme> = { ...baseline, ...inputs, ...surfaces, ...dataDisplay, ...readableText };
