'use client';

import type { IllustrationProps } from './illustration-svg';
import { IllustrationBackdrop, IllustrationSvg } from './illustration-svg';
import { buildGearPath, illustrationMotionSx } from './motion-styles';

const BIG_GEAR = buildGearPath({ cx: 224, cy: 140, outer: 44, inner: 34, teeth: 10 });
const SMALL_GEAR = buildGearPath({ cx: 286, cy: 112, outer: 26, inner: 19, teeth: 8 });

/** A monitor with turning cogs, a progress bar and a spanner. */
export function MaintenanceIllustration({ title, sx }: IllustrationProps) {
  return (
    <IllustrationSvg title={title} sx={[illustrationMotionSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {(uid) => (
        <>
          <IllustrationBackdrop uid={uid} />
          <path d="M212 250h56l14 40h-84z" className="fill-line" />
          <rect x="176" y="286" width="128" height="12" rx="6" className="fill-line" />
          <rect x="100" y="58" width="280" height="196" rx="18" className="fill-paper" />
          <rect x="100" y="58" width="280" height="196" rx="18" fill="none" strokeWidth="3" className="stroke-line" />
          <rect x="116" y="74" width="248" height="150" rx="10" className="fill-primary-soft" />
          <path d={BIG_GEAR} className="fill-primary spin" />
          <circle cx="224" cy="140" r="14" className="fill-paper" />
          <path d={SMALL_GEAR} className="fill-warning spin-reverse" />
          <circle cx="286" cy="112" r="8" className="fill-paper" />
          <rect x="150" y="198" width="180" height="10" rx="5" className="fill-paper" />
          <rect x="150" y="198" width="118" height="10" rx="5" className="fill-primary" />
          <circle cx="240" cy="239" r="4" className="fill-line" />
          <defs>
            <mask id={`${uid}-jaw`}>
              <rect x="280" y="180" width="200" height="120" fill="#fff" />
              <rect x="300" y="228" width="30" height="16" rx="3" fill="#000" />
            </mask>
          </defs>
          <g transform="rotate(-35 372 236)" mask={`url(#${uid}-jaw)`}>
            <rect x="334" y="228" width="100" height="16" rx="8" className="fill-primary-dark" />
            <circle cx="330" cy="236" r="24" className="fill-primary-dark" />
            <circle cx="420" cy="236" r="4" className="fill-paper" />
          </g>
        </>
      )}
    </IllustrationSvg>
  );
}
