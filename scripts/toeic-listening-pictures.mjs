// The drawings of the demo TOEIC listening test's pictures (Part 1 photographs and the Part 3/4
// graphics), as SVG/HTML. `make-toeic-listening-pictures.mjs` renders them to PNG.

const SKIN = ['#f1c27d', '#c68642', '#e0ac69', '#8d5524'];

/** A standing person drawn from the feet (0, 0) up, about 210 px tall, facing the viewer. */
function standing({ x, y, skin, shirt, legs, hair, dress = false, longHair = false, armLeft, armRight, flip = false }) {
  const body = dress
    ? `<path d="M-24,-168 L24,-168 L36,-62 L-36,-62 Z" fill="${shirt}"/>`
    : `<rect x="-26" y="-170" width="52" height="88" rx="12" fill="${shirt}"/>`;
  const hairPath = longHair
    ? `<path d="M-23,-190 Q-24,-218 0,-218 Q24,-218 23,-190 L26,-150 L16,-150 L14,-186 L-14,-186 L-16,-150 L-26,-150 Z" fill="${hair}"/>`
    : `<path d="M-21,-192 Q-22,-216 0,-216 Q22,-216 21,-192 Q12,-204 -21,-192 Z" fill="${hair}"/>`;
  return `<g transform="translate(${x},${y}) scale(${flip ? -1 : 1},1)">
    <rect x="-19" y="-90" width="15" height="86" rx="5" fill="${legs}"/>
    <rect x="4" y="-90" width="15" height="86" rx="5" fill="${legs}"/>
    <ellipse cx="-12" cy="-3" rx="13" ry="6" fill="#333"/><ellipse cx="12" cy="-3" rx="13" ry="6" fill="#333"/>
    ${body}
    <rect x="-6" y="-178" width="12" height="12" fill="${skin}"/>
    <path d="${armLeft}" stroke="${shirt}" stroke-width="13" stroke-linecap="round" fill="none"/>
    <path d="${armRight}" stroke="${shirt}" stroke-width="13" stroke-linecap="round" fill="none"/>
    <circle cx="0" cy="-192" r="21" fill="${skin}"/>
    ${hairPath}
  </g>`;
}

function hand(x, y, skin) {
  return `<circle cx="${x}" cy="${y}" r="8" fill="${skin}"/>`;
}

function svg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420">${body}</svg>`;
}

function pot(x, y, color) {
  return `<path d="M${x - 26},${y - 44} L${x + 26},${y - 44} L${x + 19},${y} L${x - 19},${y} Z" fill="#b5562f"/>
    <rect x="${x - 29}" y="${y - 50}" width="58" height="9" rx="3" fill="#9c4526"/>
    <ellipse cx="${x - 14}" cy="${y - 70}" rx="14" ry="24" fill="${color}" transform="rotate(-25 ${x - 14} ${y - 70})"/>
    <ellipse cx="${x + 14}" cy="${y - 72}" rx="14" ry="26" fill="${color}" transform="rotate(25 ${x + 14} ${y - 72})"/>
    <ellipse cx="${x}" cy="${y - 84}" rx="12" ry="28" fill="${color}"/>`;
}

function box(x, y, w, h) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#c8965a" stroke="#8a6236" stroke-width="3"/>
    <rect x="${x + w / 2 - 8}" y="${y}" width="16" height="${h}" fill="#d9b47e"/>
    <line x1="${x + 10}" y1="${y + h - 16}" x2="${x + 40}" y2="${y + h - 16}" stroke="#8a6236" stroke-width="3"/>`;
}

function bicycle(x, y, color) {
  const wheel = (cx) => `<circle cx="${cx}" cy="${y - 42}" r="40" fill="none" stroke="#222" stroke-width="7"/><circle cx="${cx}" cy="${y - 42}" r="4" fill="#555"/>`;
  return `<g>${wheel(x)}${wheel(x + 120)}
    <path d="M${x},${y - 42} L${x + 45},${y - 110} L${x + 100},${y - 110} L${x + 60},${y - 42} Z M${x + 100},${y - 110} L${x + 120},${y - 42} M${x + 60},${y - 42} L${x},${y - 42}" fill="none" stroke="${color}" stroke-width="7" stroke-linejoin="round"/>
    <path d="M${x + 45},${y - 110} L${x + 40},${y - 128}" stroke="${color}" stroke-width="6"/>
    <rect x="${x + 26}" y="${y - 134}" width="30" height="8" rx="4" fill="#222"/>
    <path d="M${x + 100},${y - 110} L${x + 96},${y - 138} L${x + 116},${y - 142}" fill="none" stroke="#222" stroke-width="6" stroke-linecap="round"/></g>`;
}

/** The six Part 1 pictures, by file name. */
export const photographs = {
  'toeic-l1-part1-q1.png': svg(`
    <rect width="640" height="420" fill="#cfe8f7"/><rect y="300" width="640" height="120" fill="#a7c98a"/>
    <rect x="0" y="130" width="640" height="170" fill="#efe3cf"/><rect x="40" y="160" width="110" height="90" fill="#9fc6e0" stroke="#fff" stroke-width="6"/>
    ${pot(400, 360, '#3f8f3a')}${pot(480, 372, '#2f7a3b')}${pot(560, 360, '#4ea545')}
    ${standing({ x: 250, y: 380, skin: SKIN[0], shirt: '#d94f6a', legs: '#3a4a7a', hair: '#5a3620', dress: true, longHair: true, armLeft: 'M-22,-160 L-34,-100', armRight: 'M22,-160 L70,-150' })}
    ${hand(216, 276, SKIN[0])}
    <g transform="translate(332,222) rotate(22)"><rect x="0" y="0" width="64" height="44" rx="8" fill="#2d8fbf"/><path d="M64,10 L118,-8 L122,0 L66,24 Z" fill="#2d8fbf"/><path d="M12,0 Q32,-30 52,0" stroke="#2d8fbf" stroke-width="7" fill="none"/></g>
    ${hand(326, 230, SKIN[0])}
    <g fill="#3b9ad9"><circle cx="450" cy="262" r="4"/><circle cx="458" cy="280" r="4"/><circle cx="446" cy="292" r="4"/><circle cx="462" cy="300" r="4"/><circle cx="454" cy="312" r="4"/></g>`),

  'toeic-l1-part1-q2.png': svg(`
    <rect width="640" height="420" fill="#e6e2da"/><rect y="330" width="640" height="90" fill="#9b9b9b"/>
    <g stroke="#7a6a55" stroke-width="8"><line x1="440" y1="60" x2="440" y2="330"/><line x1="620" y1="60" x2="620" y2="330"/><line x1="440" y1="140" x2="620" y2="140"/><line x1="440" y1="230" x2="620" y2="230"/></g>
    ${box(460, 90, 60, 46)}${box(540, 186, 70, 40)}${box(455, 272, 80, 54)}
    <g stroke="#444" stroke-width="10" stroke-linecap="round" fill="none"><path d="M200,370 L200,90 Q200,70 220,70 L240,70"/><path d="M330,370 L330,90 Q330,70 310,70 L290,70"/><line x1="200" y1="200" x2="330" y2="200"/></g>
    <rect x="180" y="364" width="190" height="14" rx="3" fill="#555"/><circle cx="200" cy="386" r="18" fill="#222"/><circle cx="330" cy="386" r="18" fill="#222"/>
    ${box(212, 280, 120, 84)}${box(222, 204, 104, 76)}${box(232, 140, 88, 64)}`),

  'toeic-l1-part1-q3.png': svg(`
    <rect width="640" height="420" fill="#eef0f3"/><rect y="340" width="640" height="80" fill="#b8a48a"/>
    <rect x="420" y="50" width="160" height="120" fill="#aed4ee" stroke="#fff" stroke-width="8"/><line x1="500" y1="50" x2="500" y2="170" stroke="#fff" stroke-width="6"/>
    <rect x="90" y="60" width="110" height="80" fill="#f7d774" stroke="#6b4f2a" stroke-width="6"/><path d="M100,130 L135,95 L160,115 L190,85 L190,130 Z" fill="#6aa84f"/>
    <rect x="250" y="250" width="320" height="16" fill="#8a5a35"/><rect x="270" y="266" width="14" height="80" fill="#6d4528"/><rect x="536" y="266" width="14" height="80" fill="#6d4528"/>
    <path d="M330,250 L430,250 L438,242 L322,242 Z" fill="#555"/><path d="M420,242 L446,168 L452,170 L428,244 Z" fill="#333"/><path d="M428,242 L450,172" stroke="#7fb2d9" stroke-width="4"/>
    <rect x="480" y="226" width="46" height="18" rx="4" fill="#222"/><path d="M486,226 Q503,206 520,226" stroke="#222" stroke-width="7" fill="none"/>
    <rect x="130" y="240" width="90" height="14" rx="4" fill="#37474f"/><rect x="170" y="254" width="10" height="70" fill="#37474f"/><rect x="140" y="322" width="70" height="10" fill="#37474f"/><rect x="126" y="150" width="16" height="100" rx="6" fill="#37474f"/>
    <g transform="translate(195,240)">
      <path d="M-20,-4 L40,-4 L44,86" stroke="#2e4a7a" stroke-width="22" stroke-linecap="round" fill="none"/>
      <rect x="-36" y="-96" width="50" height="96" rx="14" fill="#4f86c6"/>
      <path d="M0,-84 L60,-40 L138,-14" stroke="#4f86c6" stroke-width="13" stroke-linecap="round" fill="none"/>
      <circle cx="142" cy="-12" r="8" fill="${SKIN[1]}"/>
      <circle cx="-8" cy="-118" r="21" fill="${SKIN[1]}"/><path d="M-29,-120 Q-30,-142 -8,-142 Q14,-142 13,-124 Q0,-132 -29,-120 Z" fill="#1f1f1f"/>
    </g>`),

  'toeic-l1-part1-q4.png': svg(`
    <rect width="640" height="420" fill="#cde7f5"/><rect y="330" width="640" height="90" fill="#b0b0a8"/>
    <g fill="#c99a5b" stroke="#8f6a3a" stroke-width="2">${Array.from({ length: 16 }, (_, index) => `<path d="M${index * 40 + 4},330 L${index * 40 + 4},170 L${index * 40 + 20},154 L${index * 40 + 36},170 L${index * 40 + 36},330 Z"/>`).join('')}</g>
    <rect x="0" y="200" width="640" height="12" fill="#a87c45"/><rect x="0" y="280" width="640" height="12" fill="#a87c45"/>
    <rect x="30" y="350" width="580" height="10" rx="4" fill="#666"/>
    ${bicycle(50, 372, '#d23c3c')}${bicycle(190, 372, '#2e6fd1')}${bicycle(330, 372, '#2f9e57')}${bicycle(470, 372, '#e0a419')}`),

  'toeic-l1-part1-q5.png': svg(`
    <rect width="640" height="420" fill="#f2efe9"/><rect y="340" width="640" height="80" fill="#8c9aa6"/>
    <rect x="190" y="40" width="260" height="130" fill="#fff" stroke="#9aa" stroke-width="6"/><line x1="215" y1="80" x2="330" y2="80" stroke="#c5ccd3" stroke-width="4"/><line x1="215" y1="110" x2="400" y2="110" stroke="#c5ccd3" stroke-width="4"/>
    ${standing({ x: 170, y: 390, skin: SKIN[2], shirt: '#2f4858', legs: '#2b2b2b', hair: '#2a1a10', armLeft: 'M-22,-160 L-30,-96', armRight: 'M22,-160 L140,-166' })}
    ${standing({ x: 470, y: 390, skin: SKIN[3], shirt: '#7a3e9d', legs: '#3d3d5c', hair: '#111', longHair: true, armLeft: 'M-22,-160 L-142,-166', armRight: 'M22,-160 L30,-96' })}
    ${hand(138, 296, SKIN[2])}${hand(500, 296, SKIN[3])}
    <circle cx="314" cy="224" r="9" fill="${SKIN[2]}"/><circle cx="326" cy="224" r="9" fill="${SKIN[3]}"/>
    <rect x="230" y="268" width="180" height="14" fill="#6d4c33"/><rect x="244" y="282" width="12" height="70" fill="#5a3d28"/><rect x="384" y="282" width="12" height="70" fill="#5a3d28"/>
    <rect x="260" y="256" width="44" height="12" fill="#fff" stroke="#bbb"/>`),

  'toeic-l1-part1-q6.png': svg(`
    <rect width="640" height="420" fill="#cfe6f6"/><rect y="330" width="640" height="90" fill="#7fb069"/>
    <rect x="60" y="90" width="520" height="240" fill="#e9d8b4"/>${Array.from({ length: 11 }, (_, index) => `<line x1="60" y1="${110 + index * 20}" x2="580" y2="${110 + index * 20}" stroke="#d6c39a" stroke-width="3"/>`).join('')}
    <path d="M40,96 L320,20 L600,96 Z" fill="#a0432e"/>
    <rect x="110" y="150" width="110" height="90" fill="#9fc6e0" stroke="#fff" stroke-width="6"/><rect x="420" y="150" width="110" height="90" fill="#9fc6e0" stroke="#fff" stroke-width="6"/>
    <rect x="270" y="200" width="70" height="130" fill="#6b4a2f"/>
    <g stroke="#8a8f96" stroke-width="8" stroke-linecap="round"><line x1="380" y1="380" x2="440" y2="120"/><line x1="430" y1="384" x2="488" y2="124"/>
    ${Array.from({ length: 9 }, (_, index) => { const t = (index + 1) / 10; return `<line x1="${380 + 60 * t}" y1="${380 - 260 * t}" x2="${430 + 58 * t}" y2="${384 - 260 * t}"/>`; }).join('')}</g>`),
};
