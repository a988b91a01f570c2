import classes from './hint.module.css';

export interface HintOptions {
  /** Below the element (default) or above it (for a bar at the bottom of the screen). */
  placement?: 'bottom' | 'top';
  /** Aligned with the element's end (default: buttons at the end of a bar) or its start. */
  align?: 'end' | 'start';
  /** The element's own class, kept. */
  className?: string;
}

/**
 * Props that give a button a hint (hint.module.css) instead of MUI's Tooltip: Tooltip brings Popper
 * (some 70 modules) into the first load of every page whose header or bar has one.
 * `<IconButton aria-label={label} {...hintProps(label)} />`. The hint is shown, not announced: the
 * element keeps its own accessible name.
 */
export function hintProps(hint: string, { placement = 'bottom', align = 'end', className }: HintOptions = {}): { 'data-hint': string; className: string } {
  const names = [classes.hint, placement === 'top' ? classes.top : '', align === 'start' ? classes.start : '', className ?? ''];
  return { 'data-hint': hint, className: names.filter(Boolean).join(' ') };
}
