import type { CSSProperties } from 'react';
import type { PaletteColorKey } from '@web/theme/readable-shade';
import type { IconComponent } from './icons';
import classes from './feature-icon.module.css';

export type { PaletteColorKey } from '@web/theme/readable-shade';

/** A rounded tile holding an icon in one of the theme's colours (its main shade on a 12 % tint). */
export function FeatureIcon({ Icon, color, size = 48 }: { Icon: IconComponent; color: PaletteColorKey; size?: number }) {
  const style = { '--tile-colour': `var(--lx-${color})`, '--tile-size': `${size}px` } as CSSProperties;
  return (
    <div className={classes.tile} style={style}>
      <Icon />
    </div>
  );
}
