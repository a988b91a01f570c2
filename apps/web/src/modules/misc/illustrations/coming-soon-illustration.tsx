'use client';

import type { IllustrationProps } from './illustration-svg';
import { IllustrationBackdrop, IllustrationSvg } from './illustration-svg';
import { illustrationMotionSx } from './motion-styles';

/** A rocket lifting off from a pile of books. */
export function ComingSoonIllustration({ title, sx }: IllustrationProps) {
  return (
    <IllustrationSvg title={title} sx={[illustrationMotionSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {(uid) => (
        <>
          <IllustrationBackdrop uid={uid} />
          <defs>
            <linearGradient id={`${uid}-flame`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" className="stop-warning" />
              <stop offset="100%" className="stop-error" />
            </linearGradient>
            <linearGradient id={`${uid}-body`} x1="0" y1="0" x2="1" y2="0">
              <stop offset="0%" className="stop-primary-light" />
              <stop offset="100%" className="stop-primary" />
            </linearGradient>
          </defs>
          <rect x="150" y="288" width="180" height="22" rx="6" className="fill-primary-dark" />
          <rect x="166" y="268" width="152" height="22" rx="6" className="fill-warning" />
          <rect x="176" y="292" width="140" height="4" rx="2" className="fill-paper" opacity="0.5" />
          <rect x="184" y="272" width="120" height="4" rx="2" className="fill-paper" opacity="0.5" />
          <g className="float">
            <g className="flicker">
              <path d="M220 222q20 70 40 0z" fill={`url(#${uid}-flame)`} />
            </g>
            <path d="M204 150l-34 52 36-6z" className="fill-primary-dark" />
            <path d="M276 150l34 52-36-6z" className="fill-primary-dark" />
            <path d="M240 42c32 28 46 78 42 170h-84c-4-92 10-142 42-170z" fill={`url(#${uid}-body)`} />
            <rect x="214" y="208" width="52" height="14" rx="5" className="fill-primary-dark" />
            <circle cx="240" cy="120" r="22" className="fill-paper" />
            <circle cx="240" cy="120" r="13" className="fill-primary-soft" />
            <path d="M240 42c12 10 22 24 29 40h-58c7-16 17-30 29-40z" className="fill-paper" opacity="0.35" />
          </g>
          <path d="M110 120l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" className="fill-warning" />
          <path d="M372 170l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" className="fill-primary" />
          <path d="M346 84l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" className="fill-info" />
        </>
      )}
    </IllustrationSvg>
  );
}
