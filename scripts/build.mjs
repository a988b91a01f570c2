// `npm run build`: builds the web app (add --force to rebuild even when nothing changed).
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild({ force: process.argv.includes('--force') });
