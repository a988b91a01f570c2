import Link from 'next/link';
import type { ReactNode } from 'react';
import { IntentLink } from '@web/components/intent-link';
import type { IconComponent } from './icons';
import classes from './button-link.module.css';

type ButtonLinkProps = {
  href: string;
  /** Filled or outlined, as MUI's large contained and outlined buttons. */
  variant: 'contained' | 'outlined';
  /** The primary colour, the text colour (`inherit`) or white, on the closing call to action's deep background. */
  tone?: 'primary' | 'inherit' | 'white';
  startIcon?: IconComponent;
  endIcon?: IconComponent;
  /** Prefetch the target when the person points at or focuses the link, not when it scrolls into view (intent-link). */
  isPrefetchedOnIntent?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A link drawn as MUI's large button (button-link.module.css): the ways in of the landing and the
 * learner home, rendered by the server. Only next/link (or IntentLink) runs in the browser, for client-side navigation.
 */
export function ButtonLink({ href, variant, tone = variant === 'contained' ? 'primary' : 'inherit', startIcon: StartIcon, endIcon: EndIcon, isPrefetchedOnIntent = false, className, children }: ButtonLinkProps) {
  const LinkComponent = isPrefetchedOnIntent ? IntentLink : Link;
  return (
    <LinkComponent href={href} className={[classes.button, classes[variant], classes[tone], className].filter(Boolean).join(' ')}>
      {StartIcon ? (
        <span className={classes.startIcon}>
          <StartIcon />
        </span>
      ) : null}
      {children}
      {EndIcon ? (
        <span className={classes.endIcon}>
          <EndIcon />
        </span>
      ) : null}
    </LinkComponent>
  );
}

/**
 * A pair of ways in (ButtonLink), as a row that stacks on phones (button-link.module.css); centred
 * unless `isAtStart` (always at the start of the line) or `isAtStartFromMd` (from 900 px).
 */
export function ButtonRow({ isAtStart = false, isAtStartFromMd = false, className, children }: { isAtStart?: boolean; isAtStartFromMd?: boolean; className?: string; children: ReactNode }) {
  return <div className={[classes.row, isAtStart ? classes.start : '', isAtStartFromMd ? classes.startFromMd : '', className].filter(Boolean).join(' ')}>{children}</div>;
}
