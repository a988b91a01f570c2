'use client';

import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { IntentLink } from '@web/components/intent-link';
import { useId } from 'react';

/** Lexam's mark: an "L" on the primary gradient with a tick for a passed exam. */
export function LogoMark({ size = 40 }: { size?: number }) {
  const theme = useTheme();
  const gradientId = `logo-gradient-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor={theme.palette.primary.light} />
          <stop offset="1" stopColor={theme.palette.primary.dark} />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill={`url(#${gradientId})`} />
      <path d="M13.5 10v16.5a3.5 3.5 0 0 0 3.5 3.5h10.5" fill="none" stroke="#fff" strokeWidth="4.2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M21 17.5l3 3 6-7" fill="none" stroke={theme.palette.primary.lighter} strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface LogoProps extends Omit<BoxProps, 'children'> {
  /** Hide the "Lexam" word (mini nav, narrow headers). */
  isSingle?: boolean;
  /** Where the logo leads; `false` renders it without a link. */
  href?: string | false;
  size?: number;
}

/** The logo with its word mark; a link home by default. */
export function Logo({ isSingle = false, href = '/', size = 40, sx, ...other }: LogoProps) {
  const content = (
    <>
      <LogoMark size={size} />
      {!isSingle && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.5, letterSpacing: '-0.02em', color: 'text.primary', lineHeight: 1 }}>
          Lexam
        </Typography>
      )}
    </>
  );
  const style = [{ display: 'inline-flex', alignItems: 'center', gap: 1.25, flexShrink: 0, textDecoration: 'none', color: 'inherit' }, ...(Array.isArray(sx) ? sx : [sx])];
  if (href === false) {
    return (
      <Box sx={style} {...other}>
        {content}
      </Box>
    );
  }
  return (
    <Box component={IntentLink} href={href} aria-label="Lexam" sx={style} {...other}>
      {content}
    </Box>
  );
}
