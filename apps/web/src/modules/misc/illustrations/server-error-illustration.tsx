'use client';

import type { IllustrationProps } from './illustration-svg';
import { IllustrationBackdrop, IllustrationSvg } from './illustration-svg';

const RACKS = [88, 154, 220];

/** A server rack with one unit down and a warning sign. */
export function ServerErrorIllustration({ title, sx }: IllustrationProps) {
  return (
    <IllustrationSvg title={title} sx={sx}>
      {(uid) => (
        <>
          <IllustrationBackdrop uid={uid} />
          <defs>
            <linearGradient id={`${uid}-warn`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" className="stop-warning" />
              <stop offset="100%" className="stop-error" />
            </linearGradient>
          </defs>
          <rect x="146" y="296" width="188" height="10" rx="5" className="fill-line" />
          {RACKS.map((y, index) => {
            const isDown = index === 1;
            return (
              <g key={y}>
                <rect x="150" y={y} width="180" height="56" rx="14" className="fill-paper" />
                <rect x="150" y={y} width="180" height="56" rx="14" fill="none" strokeWidth="2" className="stroke-line" />
                <circle cx="174" cy={y + 28} r="6" className={isDown ? 'fill-error' : 'fill-success'} />
                <circle cx="194" cy={y + 28} r="6" className={isDown ? 'fill-neutral' : 'fill-primary-light'} />
                <rect x="232" y={y + 18} width="80" height="6" rx="3" className="fill-neutral" />
                <rect x="232" y={y + 32} width="56" height="6" rx="3" className="fill-neutral" />
              </g>
            );
          })}
          <path d="M330 182c40 0 40 40 78 40" fill="none" strokeWidth="5" strokeLinecap="round" className="stroke-line" />
          <path d="M416 204l-12 20h12l-10 20" fill="none" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" className="stroke-warning" />
          <path d="M150 182c-40 0-44 34-84 34" fill="none" strokeWidth="5" strokeLinecap="round" className="stroke-line" />
          <g transform="translate(300 36)">
            <path d="M40 6a10 10 0 0 1 17.3 0l36 62a10 10 0 0 1-8.7 15H12.7A10 10 0 0 1 4 68z" fill={`url(#${uid}-warn)`} />
            <rect x="44" y="28" width="9" height="30" rx="4.5" className="fill-white" />
            <circle cx="48.5" cy="68" r="5" className="fill-white" />
          </g>
        </>
      )}
    </IllustrationSvg>
  );
}
