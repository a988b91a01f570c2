import { keyframes } from '@mui/material/styles';

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-10px); }
`;

const flicker = keyframes`
  0%, 100% { transform: scaleY(1); }
  50% { transform: scaleY(0.82); }
`;

/**
 * Gentle loops for the drawings (`.spin`, `.spin-reverse`, `.float`, `.flicker`). They stop for people
 * who ask their system for reduced motion.
 */
export const illustrationMotionSx = {
  '& .spin, & .spin-reverse, & .float, & .flicker': { transformBox: 'fill-box', transformOrigin: 'center' },
  '& .spin': { animation: `${spin} 12s linear infinite` },
  '& .spin-reverse': { animation: `${spin} 8s linear infinite reverse` },
  '& .float': { animation: `${float} 4s ease-in-out infinite` },
  '& .flicker': { transformOrigin: 'top center', animation: `${flicker} 0.4s ease-in-out infinite` },
  '@media (prefers-reduced-motion: reduce)': {
    '& .spin, & .spin-reverse, & .float, & .flicker': { animation: 'none' },
  },
} as const;

/** The outline of a cog, drawn with straight teeth, for the maintenance drawing. */
export function buildGearPath({ cx, cy, outer, inner, teeth }: { cx: number; cy: number; outer: number; inner: number; teeth: number }) {
  const step = (Math.PI * 2) / teeth;
  const point = (radius: number, angle: number) => `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  const points: string[] = [];
  for (let index = 0; index < teeth; index += 1) {
    const angle = index * step;
    points.push(point(inner, angle), point(outer, angle + step * 0.16), point(outer, angle + step * 0.44), point(inner, angle + step * 0.6));
  }
  return `M${points.join('L')}Z`;
}
