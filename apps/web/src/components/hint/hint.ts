import classes from './hint.module.css';

/**
 * Props that give an icon button a hint (hint.module.css) instead of MUI's Tooltip: the header's
 * buttons are on every page, and Tooltip brings Popper (some 70 modules) into every first load.
 * `<IconButton aria-label={label} {...hintProps(label)} />`; merge with the button's own className.
 */
export function hintProps(hint: string, className?: string): { 'data-hint': string; className: string } {
  return { 'data-hint': hint, className: className ? `${classes.hint} ${className}` : classes.hint };
}
