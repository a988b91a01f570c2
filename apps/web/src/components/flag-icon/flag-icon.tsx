'use client';

import Box, { type BoxProps } from '@mui/material/Box';
import { useId, type ReactNode } from 'react';
import type { LanguageOption } from '@web/lib/i18n/config';

type CountryCode = LanguageOption['countryCode'];

/** The path of a five-pointed star centred on (cx, cy), pointing at `rotation` degrees. */
function star(cx: number, cy: number, outer: number, rotation = -90): string {
  const inner = outer * 0.382;
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = ((rotation + index * 36) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join('L')}Z`;
}

function flagContent(code: CountryCode, id: string): ReactNode {
  switch (code) {
    case 'GB':
      return (
        <>
          <clipPath id={`${id}-t`}>
            <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
          </clipPath>
          <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
          <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
          <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-t)`} stroke="#C8102E" strokeWidth="4" />
          <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
          <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
        </>
      );
    case 'FR':
      return (
        <>
          {/* Stripes sized for the visible 4:3 middle (x 10–50) of the 2:1 drawing. */}
          <rect width="23.34" height="30" fill="#002654" />
          <rect x="23.33" width="13.34" height="30" fill="#fff" />
          <rect x="36.66" width="23.34" height="30" fill="#CE1126" />
        </>
      );
    case 'VN':
      return (
        <>
          <rect width="60" height="30" fill="#DA251D" />
          <path d={star(30, 15.5, 9)} fill="#FFFF00" />
        </>
      );
    case 'CN':
      return (
        <>
          <rect width="60" height="30" fill="#DE2910" />
          <path d={star(21, 9.5, 5.5)} fill="#FFDE00" />
          <path d={star(28, 4.5, 1.6, -60)} fill="#FFDE00" />
          <path d={star(31, 8, 1.6, -80)} fill="#FFDE00" />
          <path d={star(31, 12.5, 1.6, -100)} fill="#FFDE00" />
          <path d={star(28, 16, 1.6, -120)} fill="#FFDE00" />
        </>
      );
    case 'SA':
      return (
        <>
          <rect width="60" height="30" fill="#006C35" />
          <path d="M19 11.5 q2.5 -3 5 0 t5 0 t5 0 t5 0" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          <path d="M21 16 h20 M41 16 l2 -1.2 M22.5 14.6 v2.8" fill="none" stroke="#fff" strokeWidth="1.4" strokeLinecap="round" />
        </>
      );
    default:
      return null;
  }
}

interface FlagIconProps extends Omit<BoxProps, 'children'> {
  code: CountryCode;
  /** Width in px; the height follows the 4:3 frame. */
  size?: number;
}

/** A small flag drawn inline (no icon CDN: nothing served may reach the internet). */
export function FlagIcon({ code, size = 26, sx, ...other }: FlagIconProps) {
  const id = `flag-${useId().replace(/:/g, '')}`;
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          flexShrink: 0,
          width: size,
          height: Math.round(size * 0.75),
          borderRadius: '5px',
          overflow: 'hidden',
          boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.divider}`,
          '& svg': { width: 1, height: 1, display: 'block' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      <svg viewBox="0 0 60 30" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
        <clipPath id={`${id}-s`}>
          <rect width="60" height="30" />
        </clipPath>
        <g clipPath={`url(#${id}-s)`}>{flagContent(code, id)}</g>
      </svg>
    </Box>
  );
}
