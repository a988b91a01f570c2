'use client';

import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export type IllustrationProps = {
  /** When given, the drawing is announced with this title; otherwise it is decorative and hidden. */
  title?: string;
  sx?: SxProps<Theme>;
};

type IllustrationSvgProps = IllustrationProps & {
  viewBox?: string;
  /** Draws the shapes; `uid` prefixes gradient ids so two drawings on one page do not collide. */
  children: (uid: string) => ReactNode;
};

/**
 * The frame of every drawing of the misc screens. Shapes are coloured by class names
 * (`fill-primary`, `stroke-line`, `stop-primary-light`…) resolved here from the theme, so every drawing
 * follows the colour preset, light and dark mode without knowing about them.
 */
export function IllustrationSvg({ title, sx, viewBox = '0 0 480 360', children }: IllustrationSvgProps) {
  const uid = `ill${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const titleId = `${uid}-title`;

  return (
    <Box
      component="svg"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      focusable="false"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      sx={[
        (theme) => {
          const palette = (theme.vars ?? theme).palette;
          return {
            display: 'block',
            width: '100%',
            height: 'auto',
            '& .fill-primary': { fill: palette.primary.main },
            '& .fill-primary-light': { fill: palette.primary.light },
            '& .fill-primary-dark': { fill: palette.primary.dark },
            '& .fill-primary-soft': { fill: theme.alpha(palette.primary.main, 0.16) },
            '& .fill-secondary': { fill: palette.secondary.main },
            '& .fill-secondary-soft': { fill: theme.alpha(palette.secondary.main, 0.16) },
            '& .fill-info': { fill: palette.info.main },
            '& .fill-success': { fill: palette.success.main },
            '& .fill-warning': { fill: palette.warning.main },
            '& .fill-warning-light': { fill: palette.warning.light },
            '& .fill-error': { fill: palette.error.main },
            '& .fill-error-light': { fill: palette.error.light },
            '& .fill-paper': { fill: palette.background.paper },
            '& .fill-neutral': { fill: theme.alpha(palette.grey[500], 0.16) },
            '& .fill-line': { fill: theme.alpha(palette.grey[500], 0.32) },
            '& .fill-shadow': { fill: theme.alpha(palette.grey[500], 0.2) },
            '& .fill-white': { fill: palette.common.white },
            '& .stroke-primary': { stroke: palette.primary.main },
            '& .stroke-primary-dark': { stroke: palette.primary.dark },
            '& .stroke-line': { stroke: theme.alpha(palette.grey[500], 0.32) },
            '& .stroke-paper': { stroke: palette.background.paper },
            '& .stroke-warning': { stroke: palette.warning.main },
            '& .stroke-error': { stroke: palette.error.main },
            '& .stroke-text': { stroke: palette.text.secondary },
            '& .stop-primary-light': { stopColor: palette.primary.light },
            '& .stop-primary': { stopColor: palette.primary.main },
            '& .stop-primary-dark': { stopColor: palette.primary.dark },
            '& .stop-glow': { stopColor: theme.alpha(palette.primary.main, 0.24) },
            '& .stop-glow-end': { stopColor: theme.alpha(palette.primary.main, 0) },
            '& .stop-warning': { stopColor: palette.warning.main },
            '& .stop-error': { stopColor: palette.error.main },
            '& .text-digit': { fontFamily: theme.typography.fontFamily, fontWeight: 800 },
          };
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children(uid)}
    </Box>
  );
}

/** The soft glow behind every drawing, with a few floating dots. */
export function IllustrationBackdrop({ uid }: { uid: string }) {
  return (
    <g>
      <defs>
        <radialGradient id={`${uid}-glow`} cx="50%" cy="50%" r="50%">
          <stop offset="0%" className="stop-glow" />
          <stop offset="100%" className="stop-glow-end" />
        </radialGradient>
      </defs>
      <path
        d="M240 26c72 0 150 22 184 80s14 130-34 174-118 62-174 50S92 282 62 230 28 118 70 76 168 26 240 26z"
        fill={`url(#${uid}-glow)`}
      />
      <circle cx="70" cy="92" r="6" className="fill-primary-soft" />
      <circle cx="414" cy="70" r="9" className="fill-primary-soft" />
      <circle cx="430" cy="262" r="5" className="fill-warning" opacity="0.5" />
      <circle cx="52" cy="250" r="4" className="fill-info" opacity="0.5" />
      <ellipse cx="240" cy="326" rx="150" ry="10" className="fill-shadow" />
    </g>
  );
}
