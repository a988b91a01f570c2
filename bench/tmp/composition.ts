import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { moduleKey, sourceLookup } from '../src/profile/source-maps';
const route = process.argv[2]!;
const stats = JSON.parse(readFileSync('apps/web/.next/diagnostics/route-bundle-stats.json', 'utf8')) as { route: string; firstLoadChunkPaths: string[] }[];
const entry = stats.find((s) => s.route === route)!;
const bytes = new Map<string, number>();
for (const chunk of entry.firstLoadChunkPaths) {
  const file = path.join('apps/web', chunk.startsWith('.next') ? chunk : path.join('.next', chunk));
  const code = readFileSync(file, 'utf8');
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName ? path.join(path.dirname(file), mapName) : '';
  if (!mapFile || !existsSync(mapFile)) { bytes.set('(no map) ' + chunk, code.length); continue; }
  const lookup = sourceLookup(JSON.parse(readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  lines.forEach((line, i) => {
    for (let c = 0; c < line.length; c += 4) {
      const src = lookup.sourceAt(i, c);
      const key = src ? moduleKey(src) : '(unmapped)';
      const pkg = process.env.DEEP && (src ?? '').includes(process.env.DEEP) ? (src ?? '').split(process.env.DEEP)[1]!.split('/').slice(0, 2).join('/') : key.startsWith('web:') ? 'web:' + key.slice(4).split('/').slice(0, 2).join('/') : key;
      bytes.set(pkg, (bytes.get(pkg) ?? 0) + 4);
    }
  });
}
const total = [...bytes.values()].reduce((a, b) => a + b, 0);
console.log('total raw KB', Math.round(total / 1024));
for (const [k, v] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 40))) console.log(String(Math.round(v / 1024)).padStart(6), k);
