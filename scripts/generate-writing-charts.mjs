// Draws the pictures of the demo Task 1 writing prompts (a line graph, a bar chart, two pie charts
// and two maps) as SVG and renders them to PNG with Playwright's Chromium, then shrinks them with
// pngquant when it is installed. The figures are those of the prompts and model answers in
// packages/db/src/seed/writing/task1.ts (invented places and data).
//
//   node scripts/generate-writing-charts.mjs
//
// The PNG files are committed in packages/db/src/seed/writing/images (each under 60 KB); seeding
// only copies them, it never needs Chromium.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const outDir = fileURLToPath(new URL('../packages/db/src/seed/writing/images/', import.meta.url));
const W = 720;
const H = 460;
const FONT = 'font-family="DejaVu Sans, Arial, sans-serif"';
const svg = (body, height = H) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" ${FONT}><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
const title = (text) => `<text x="${W / 2}" y="28" text-anchor="middle" font-size="17" font-weight="bold" fill="#222">${text}</text>`;

/** Axes with horizontal grid lines from 0 to max every step. */
function axes({ left, top, width, height, max, step, unit }) {
  let out = '';
  for (let value = 0; value <= max; value += step) {
    const y = top + height - (value / max) * height;
    out += `<line x1="${left}" y1="${y}" x2="${left + width}" y2="${y}" stroke="#ddd"/><text x="${left - 8}" y="${y + 4}" text-anchor="end" font-size="12" fill="#444">${value}${unit}</text>`;
  }
  return `${out}<line x1="${left}" y1="${top}" x2="${left}" y2="${top + height}" stroke="#555"/><line x1="${left}" y1="${top + height}" x2="${left + width}" y2="${top + height}" stroke="#555"/>`;
}

function legend(items, x, y) {
  return items.map(([label, colour], index) => `<rect x="${x + index * 170}" y="${y - 10}" width="14" height="14" fill="${colour}"/><text x="${x + index * 170 + 20}" y="${y + 2}" font-size="13" fill="#222">${label}</text>`).join('');
}

function lineGraph() {
  const years = [2000, 2005, 2010, 2015, 2020];
  const series = [
    ['Watching television', '#1f6fb2', [18, 19, 17, 14, 11]],
    ['Using the internet', '#d9480f', [2, 5, 10, 16, 21]],
    ['Reading books', '#2b8a3e', [5, 4.5, 4, 4, 3.5]],
  ];
  const box = { left: 70, top: 60, width: 610, height: 300, max: 25, step: 5, unit: '' };
  const x = (i) => box.left + 30 + (i * (box.width - 60)) / (years.length - 1);
  const y = (v) => box.top + box.height - (v / box.max) * box.height;
  let body = title('Average hours per week spent on leisure activities, Northland') + axes(box);
  body += years.map((year, i) => `<text x="${x(i)}" y="${box.top + box.height + 20}" text-anchor="middle" font-size="12" fill="#444">${year}</text>`).join('');
  body += `<text x="20" y="${box.top + box.height / 2}" font-size="12" fill="#444" transform="rotate(-90 20 ${box.top + box.height / 2})" text-anchor="middle">Hours per week</text>`;
  for (const [, colour, values] of series) {
    body += `<polyline fill="none" stroke="${colour}" stroke-width="3" points="${values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}"/>`;
    body += values.map((v, i) => `<circle cx="${x(i)}" cy="${y(v)}" r="4" fill="${colour}"/>`).join('');
  }
  return svg(body + legend(series.map(([label, colour]) => [label, colour]), 110, 420));
}

function barChart() {
  const materials = ['Paper', 'Glass', 'Plastic', 'Food waste'];
  const cities = [
    ['Alder Bay', '#1f6fb2', [72, 60, 38, 25]],
    ['Kestrel', '#e8890c', [65, 70, 45, 52]],
    ['Merrow', '#868e96', [48, 35, 20, 10]],
  ];
  const box = { left: 70, top: 60, width: 610, height: 300, max: 80, step: 10, unit: '%' };
  const group = box.width / materials.length;
  const bar = 34;
  let body = title('Household waste recycled by material, three cities, 2022') + axes(box);
  materials.forEach((material, m) => {
    const start = box.left + m * group + (group - bar * cities.length) / 2;
    cities.forEach(([, colour, values], c) => {
      const h = (values[m] / box.max) * box.height;
      body += `<rect x="${start + c * bar}" y="${box.top + box.height - h}" width="${bar - 4}" height="${h}" fill="${colour}"/><text x="${start + c * bar + (bar - 4) / 2}" y="${box.top + box.height - h - 4}" text-anchor="middle" font-size="11" fill="#222">${values[m]}</text>`;
    });
    body += `<text x="${box.left + m * group + group / 2}" y="${box.top + box.height + 20}" text-anchor="middle" font-size="13" fill="#222">${material}</text>`;
  });
  return svg(body + legend(cities.map(([label, colour]) => [label, colour]), 150, 420));
}

function pie(cx, cy, r, slices, heading) {
  let angle = -Math.PI / 2;
  let out = `<text x="${cx}" y="${cy - r - 18}" text-anchor="middle" font-size="16" font-weight="bold" fill="#222">${heading}</text>`;
  for (const [label, colour, share] of slices) {
    const end = angle + (share / 100) * 2 * Math.PI;
    const large = end - angle > Math.PI ? 1 : 0;
    const [x1, y1, x2, y2] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle), cx + r * Math.cos(end), cy + r * Math.sin(end)];
    out += `<path d="M${cx},${cy} L${x1},${y1} A${r},${r} 0 ${large} 1 ${x2},${y2} Z" fill="${colour}" stroke="#fff" stroke-width="2"/>`;
    const mid = (angle + end) / 2;
    out += `<text x="${cx + r * 0.62 * Math.cos(mid)}" y="${cy + r * 0.62 * Math.sin(mid) + 5}" text-anchor="middle" font-size="14" font-weight="bold" fill="#fff">${share}%</text>`;
    angle = end;
    void label;
  }
  return out;
}

function pieCharts() {
  const colours = { Roads: '#1f6fb2', Schools: '#e8890c', 'Parks and leisure': '#2b8a3e', 'Health services': '#c2255c', Administration: '#5f3dc4' };
  const of = (values) => Object.entries(colours).map(([label, colour], i) => [label, colour, values[i]]);
  let body = title('Westmere town council spending by area');
  body += pie(190, 215, 130, of([35, 25, 10, 15, 15]), '2005') + pie(530, 215, 130, of([20, 30, 15, 25, 10]), '2025');
  const items = Object.entries(colours);
  body += items.map(([label, colour], i) => `<rect x="${40 + i * 136}" y="${400}" width="14" height="14" fill="${colour}"/><text x="${60 + i * 136}" y="${412}" font-size="12" fill="#222">${label}</text>`).join('');
  return svg(body);
}

/** One map of Fernby; `today` adds what was built since 1990. */
function villageMap(x0, today) {
  const w = 330;
  const label = (x, y, text, size = 11) => `<text x="${x0 + x}" y="${y}" text-anchor="middle" font-size="${size}" fill="#222">${text}</text>`;
  let out = `<rect x="${x0}" y="60" width="${w}" height="340" fill="#f3f0e6" stroke="#555"/>`;
  out += label(w / 2, 52, today ? 'Fernby today' : 'Fernby in 1990', 16);
  // North: farmland, or housing today.
  if (today) {
    for (let row = 0; row < 2; row += 1) for (let col = 0; col < 6; col += 1) out += `<rect x="${x0 + 20 + col * 34}" y="${80 + row * 40}" width="24" height="24" fill="#d6a77a" stroke="#8c5a2b"/>`;
    out += label(120, 178, 'Housing estate');
  } else {
    out += `<rect x="${x0 + 12}" y="72" width="210" height="112" fill="#cfe6a8" stroke="#8aa35a"/>` + label(117, 132, 'Farmland');
  }
  // The school (extended today) and the shop (a café today) beside the main road.
  out += `<rect x="${x0 + 236}" y="80" width="${today ? 78 : 48}" height="44" fill="#ffd8a8" stroke="#c77c1e"/>` + label(today ? 280 : 260, 142, today ? 'School (extended)' : 'School', today ? 10 : 11);
  out += `<rect x="${x0 + 244}" y="156" width="30" height="26" fill="#eebefa" stroke="#9c36b5"/>` + label(259, 196, today ? 'Café' : 'Shop');
  // The main road, north to south.
  const road = `<rect x="${x0 + 226}" y="60" width="8" height="340" fill="#adb5bd"/>` + `<text x="${x0 + 221}" y="330" font-size="10" fill="#444" text-anchor="middle" transform="rotate(-90 ${x0 + 221} 330)">Main road</text>`;
  // The river, west to east, with its bridge (and a second bridge today).
  out += `<rect x="${x0}" y="210" width="${w}" height="26" fill="#74c0fc"/>` + label(60, 228, 'River');
  const bridge = `<rect x="${x0 + 220}" y="204" width="20" height="38" fill="#868e96"/>`;
  out += bridge;
  if (today) out += `<rect x="${x0 + 286}" y="204" width="20" height="38" fill="#868e96"/>` + label(296, 256, 'New bridge', 10);
  if (today) out += `<line x1="${x0 + 4}" y1="246" x2="${x0 + w - 4}" y2="246" stroke="#2b8a3e" stroke-width="3" stroke-dasharray="8 5"/>` + label(110, 262, 'Cycle path', 10);
  // South-east: woods, half of them a supermarket and its car park today.
  const trees = (x, y, cols, rows) => {
    let t = '';
    for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) t += `<circle cx="${x0 + x + c * 22}" cy="${y + r * 22}" r="9" fill="#2f9e44"/>`;
    return t;
  };
  if (today) {
    out += trees(250, 290, 3, 4) + label(272, 386, 'Woods');
    out += `<rect x="${x0 + 120}" y="280" width="90" height="44" fill="#a5d8ff" stroke="#1c7ed6"/>` + label(165, 306, 'Supermarket');
    out += `<rect x="${x0 + 120}" y="332" width="90" height="44" fill="#dee2e6" stroke="#868e96"/>` + label(165, 358, 'Car park');
  } else {
    out += trees(130, 290, 8, 4) + label(180, 386, 'Woods');
  }
  // The road is drawn last, over the woods it runs through; the bridges over it.
  return out + road + bridge;
}

function maps() {
  return svg(`${villageMap(20, false)}${villageMap(370, true)}<text x="${W / 2}" y="24" text-anchor="middle" font-size="17" font-weight="bold" fill="#222">The village of Fernby</text><text x="${W - 30}" y="440" font-size="12" fill="#444" text-anchor="end">N ↑</text>`);
}

const pictures = {
  'task1-leisure-line.png': lineGraph(),
  'task1-recycling-bars.png': barChart(),
  'task1-budget-pies.png': pieCharts(),
  'task1-village-maps.png': maps(),
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: W, height: H } });
  for (const [file, markup] of Object.entries(pictures)) {
    await page.setContent(`<!doctype html><html><body style="margin:0">${markup}</body></html>`);
    const out = path.join(outDir, file);
    await page.locator('svg').first().screenshot({ path: out });
    try {
      execFileSync('pngquant', ['--force', '--quality', '60-90', '--ext', '.png', '--', out]);
    } catch {
      // pngquant missing: keep the full-colour PNG.
    }
    const size = statSync(out).size;
    console.info(`${file}: ${(size / 1024).toFixed(0)} KiB`);
    if (size > 60 * 1024) throw new Error(`${file} is over 60 KB`);
  }
} finally {
  await browser.close();
}
