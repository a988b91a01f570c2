import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// The monorepo root: workspace packages and the hoisted node_modules (Roboto's font files among
// them) live there, so Turbopack must be allowed to read above apps/web.
const monorepoRoot = fileURLToPath(new URL('../..', import.meta.url));

const nextConfig: NextConfig = {
  // Workspace packages are shipped as TypeScript source (no build step), so Next compiles them.
  transpilePackages: ['@lexam/contracts'],
  // Type errors are caught once for the whole tree by `npm run typecheck` (tsc -p tsconfig.json at
  // the root, the same check CI runs); repeating it inside `next build` would double the build time
  // and check only this app with a different tsconfig.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // `ANALYZE_MAPS=1 npm run build`: browser source maps, to see which modules make up a route's first load.
  productionBrowserSourceMaps: process.env.ANALYZE_MAPS === '1',
  reactStrictMode: true,
  turbopack: { root: monorepoRoot },
  outputFileTracingRoot: monorepoRoot,
  experimental: {
    // Both are in Next's default list today; naming them keeps barrel imports
    // (`import { Box } from '@mui/material'`) tree-shaken even if that default changes.
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // The app's own CSS is small (the fonts' @font-face, a few CSS modules, the landing page's ~19 KB;
    // MUI's styles are Emotion's, already inline): in the HTML it blocks nothing, where a <link> would
    // hold the first paint until it arrived, by then the scripts are running and the paint waits for
    // them too.
    inlineCss: true,
    // Inlined CSS costs no request, but each byte sent is paid up to three times (the <style> and the
    // RSC payload of the layout and of the page): chunks per page (Turbopack's graph chunking with no
    // request cost) instead of the default's one chunk for the whole app, which sent the landing's
    // styles with every page (sign-in 67 -> 126 KB of HTML).
    cssChunking: { type: 'graph', requestCost: 0 },
    // Fewer, larger script chunks per page: Turbopack's default (no chunk under 50 KB but one) gave
    // the dashboard home 22 scripts, which a browser on HTTP/1.1 fetches six at a time, each paying
    // the network's round trip. At 400 KB: 12 (landing 10, learner home 11, exam 11), and bench:web's
    // dashboard home 94 -> 98 on desktop, 74 -> 84 on mobile (bench/README.md, 2026-11-27). Code
    // shared by several pages is then copied into more chunks (static files 6.1 -> 10.7 MB on disk),
    // but what a move between two screens downloads stays the same (234 KB raw within /page, 944 KB
    // within /dashboard, from the build's route-bundle-stats).
    turbopackChunking: { minChunkSize: 400_000 },
  },
};

export default nextConfig;
