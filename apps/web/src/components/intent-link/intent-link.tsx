'use client';

import NextLink, { type LinkProps } from 'next/link';
import { useRouter } from 'next/navigation';
import { forwardRef, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

export type IntentLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps> & LinkProps;

/**
 * A next/link that prefetches its route when the person shows the intent to follow it (pointer
 * over it, focus, touch) rather than as soon as it is on screen: a first screen full of links then
 * does not download and run their routes' code while the page itself is still loading (on a phone
 * that work competes with the page). The prefetch still lands well before a click.
 */
export const IntentLink = forwardRef<HTMLAnchorElement, IntentLinkProps>(function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...other }, ref) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof href === 'string') router.prefetch(href);
  };
  return (
    <NextLink
      ref={ref}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...other}
    />
  );
});
