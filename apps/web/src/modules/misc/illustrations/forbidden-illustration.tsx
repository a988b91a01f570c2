'use client';

import type { IllustrationProps } from './illustration-svg';
import { IllustrationBackdrop, IllustrationSvg } from './illustration-svg';

/** An answer sheet behind a padlock, with a no-entry badge. */
export function ForbiddenIllustration({ title, sx }: IllustrationProps) {
  return (
    <IllustrationSvg title={title} sx={sx}>
      {(uid) => (
        <>
          <IllustrationBackdrop uid={uid} />
          <defs>
            <linearGradient id={`${uid}-lock`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" className="stop-primary-light" />
              <stop offset="100%" className="stop-primary-dark" />
            </linearGradient>
          </defs>
          <rect x="160" y="70" width="176" height="226" rx="18" className="fill-shadow" />
          <rect x="150" y="58" width="176" height="226" rx="18" className="fill-paper" />
          <rect x="150" y="58" width="176" height="226" rx="18" fill="none" strokeWidth="2" className="stroke-line" />
          <rect x="172" y="82" width="92" height="12" rx="6" className="fill-primary-soft" />
          {[112, 146, 180].map((y) => (
            <g key={y}>
              <circle cx="180" cy={y + 6} r="7" fill="none" strokeWidth="2.5" className="stroke-line" />
              <rect x="196" y={y} width="104" height="5" rx="2.5" className="fill-line" />
              <rect x="196" y={y + 10} width="70" height="5" rx="2.5" className="fill-neutral" />
            </g>
          ))}
          <path d="M282 212v-26a34 34 0 0 1 68 0v26" fill="none" strokeWidth="14" strokeLinecap="round" className="stroke-primary-dark" />
          <rect x="262" y="206" width="108" height="92" rx="20" fill={`url(#${uid}-lock)`} />
          <circle cx="316" cy="242" r="11" className="fill-paper" />
          <rect x="311" y="246" width="10" height="26" rx="5" className="fill-paper" />
          <circle cx="322" cy="62" r="24" className="fill-error" />
          <rect x="308" y="58" width="28" height="8" rx="4" className="fill-white" />
        </>
      )}
    </IllustrationSvg>
  );
}
