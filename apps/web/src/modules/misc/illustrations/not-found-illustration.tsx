'use client';

import type { IllustrationProps } from './illustration-svg';
import { IllustrationBackdrop, IllustrationSvg } from './illustration-svg';
import { illustrationMotionSx } from './motion-styles';

/** "4, magnifying glass, 4" with a lost page drifting away. */
export function NotFoundIllustration({ title, sx }: IllustrationProps) {
  return (
    <IllustrationSvg title={title} sx={[illustrationMotionSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {(uid) => (
        <>
          <IllustrationBackdrop uid={uid} />
          <defs>
            <linearGradient id={`${uid}-digit`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" className="stop-primary-light" />
              <stop offset="100%" className="stop-primary-dark" />
            </linearGradient>
          </defs>
          <text x="112" y="250" textAnchor="middle" fontSize="176" className="text-digit" fill={`url(#${uid}-digit)`}>
            4
          </text>
          <text x="372" y="250" textAnchor="middle" fontSize="176" className="text-digit" fill={`url(#${uid}-digit)`}>
            4
          </text>
          <g>
            <rect x="268" y="214" width="26" height="82" rx="13" transform="rotate(-45 281 255)" className="fill-primary-dark" />
            <circle cx="240" cy="178" r="62" className="fill-paper" />
            <circle cx="240" cy="178" r="62" fill="none" strokeWidth="18" className="stroke-primary" />
            <circle cx="240" cy="178" r="44" className="fill-primary-soft" />
            <path d="M222 164a18 18 0 1 1 26 16c-6 3-8 7-8 13" fill="none" strokeWidth="9" strokeLinecap="round" className="stroke-primary-dark" />
            <circle cx="240" cy="210" r="5.5" className="fill-primary-dark" />
          </g>
          <g className="float">
            <g transform="rotate(14 392 70)">
              <rect x="368" y="38" width="50" height="64" rx="8" className="fill-paper" />
              <rect x="368" y="38" width="50" height="64" rx="8" fill="none" strokeWidth="2" className="stroke-line" />
              <rect x="377" y="50" width="32" height="6" rx="3" className="fill-primary-soft" />
              <rect x="377" y="62" width="26" height="4" rx="2" className="fill-line" />
              <rect x="377" y="72" width="30" height="4" rx="2" className="fill-line" />
              <rect x="377" y="82" width="20" height="4" rx="2" className="fill-line" />
            </g>
          </g>
          <path d="M330 120c14-10 18-22 30-34" fill="none" strokeWidth="2.5" strokeDasharray="4 7" strokeLinecap="round" className="stroke-line" />
        </>
      )}
    </IllustrationSvg>
  );
}
