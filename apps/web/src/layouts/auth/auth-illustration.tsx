'use client';

import { alpha, useTheme } from '@mui/material/styles';

/**
 * The auth screens' illustration, drawn in the theme's colours (so it follows the preset and the
 * mode): an answer sheet with a band score, headphones and speech bubbles in the five languages.
 */
export function AuthIllustration() {
  const theme = useTheme();
  const { primary, warning, info, grey, background } = theme.palette;
  const paper = background.paper;
  const line = alpha(grey[500], 0.24);
  return (
    <svg viewBox="0 0 480 360" width="100%" role="img" aria-hidden focusable="false" style={{ maxWidth: 420, display: 'block' }}>
      <ellipse cx="240" cy="318" rx="190" ry="20" fill={alpha(grey[500], 0.12)} />
      <circle cx="240" cy="170" r="150" fill={alpha(primary.main, 0.08)} />
      <circle cx="240" cy="170" r="110" fill={alpha(primary.main, 0.08)} />

      {/* answer sheet */}
      <g transform="rotate(-6 240 180)">
        <rect x="150" y="60" width="180" height="230" rx="16" fill={paper} stroke={alpha(grey[500], 0.16)} />
        <rect x="172" y="84" width="90" height="12" rx="6" fill={primary.main} />
        <rect x="172" y="106" width="130" height="8" rx="4" fill={line} />
        {[136, 170, 204, 238].map((y, index) => (
          <g key={y}>
            <circle cx="181" cy={y} r="9" fill={index === 2 ? alpha(grey[500], 0.16) : primary.main} />
            {index !== 2 && <path d={`M176 ${y} l4 4 l7 -8`} fill="none" stroke={primary.contrastText} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />}
            <rect x="200" y={y - 8} width={index % 2 ? 96 : 112} height="7" rx="3.5" fill={line} />
            <rect x="200" y={y + 3} width={index % 2 ? 64 : 80} height="6" rx="3" fill={alpha(grey[500], 0.14)} />
          </g>
        ))}
      </g>

      {/* band score badge */}
      <g>
        <circle cx="338" cy="92" r="38" fill={warning.main} />
        <circle cx="338" cy="92" r="30" fill="none" stroke={alpha('#fff', 0.5)} strokeDasharray="4 5" strokeWidth="2" />
        <text x="338" y="102" textAnchor="middle" fontSize="28" fontWeight="700" fill={warning.contrastText} fontFamily="inherit">
          8.5
        </text>
      </g>

      {/* headphones */}
      <g transform="translate(84 168)">
        <circle cx="30" cy="30" r="42" fill={paper} stroke={alpha(grey[500], 0.16)} />
        <path d="M10 36 v-6 a20 20 0 0 1 40 0 v6" fill="none" stroke={info.main} strokeWidth="5" strokeLinecap="round" />
        <rect x="4" y="32" width="12" height="20" rx="5" fill={info.main} />
        <rect x="44" y="32" width="12" height="20" rx="5" fill={info.main} />
      </g>

      {/* speech bubbles */}
      <g>
        <path d="M338 180 h74 a14 14 0 0 1 14 14 v30 a14 14 0 0 1 -14 14 h-50 l-14 14 v-14 h-10 a14 14 0 0 1 -14 -14 v-30 a14 14 0 0 1 14 -14z" fill={primary.main} />
        <text x="375" y="217" textAnchor="middle" fontSize="20" fontWeight="700" fill={primary.contrastText} fontFamily="inherit">
          Aa
        </text>
        <path d="M58 72 h56 a12 12 0 0 1 12 12 v24 a12 12 0 0 1 -12 12 h-34 l-12 12 v-12 h-10 a12 12 0 0 1 -12 -12 v-24 a12 12 0 0 1 12 -12z" fill={paper} stroke={alpha(grey[500], 0.16)} />
        <text x="86" y="103" textAnchor="middle" fontSize="18" fontWeight="600" fill={grey[600]} fontFamily="inherit">
          ế · ع
        </text>
      </g>
    </svg>
  );
}
