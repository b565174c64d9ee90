// Runs in Node (and in unit tests): the operator's game icons, 210x210 SVGs (SPEC §9): the game
// type's colours, rays and a motif of the game's own (coins, a chest, a fish, a rocket...), and
// each one's `_s` variant. No words: the more-games tile prints the name in the player's language.
import type { GameGroup } from '../../shared/lib/constants.ts';
import { GAME_TYPES } from '../../shared/lib/constants.ts';
import { GAMES } from '../game-data.ts';
import { lowResSvg, svgOpen } from './svg.ts';

/** SPEC §9: square game icons are 210x210. */
export const ICON_SIZE = { width: 210, height: 210 } as const;

/** Two colours per game type: the icon's gradient. */
const GROUP_COLOURS: Readonly<Record<GameGroup, [string, string]>> = {
  slot: ['#4b1d8f', '#f0a500'],
  fish: ['#023e7d', '#00b4d8'],
  bingo: ['#8f0b3d', '#ff8fab'],
  arcade: ['#1b5e20', '#aacc00'],
};

const GOLD = '#ffd54a';
const GOLD_DARK = '#a86b00';

function coin(cx: number, cy: number, r: number): string {
  const hole = r * 0.32;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="${GOLD_DARK}" stroke-width="2"/>` +
    `<rect x="${cx - hole}" y="${cy - hole}" width="${hole * 2}" height="${hole * 2}" fill="${GOLD_DARK}"/>`
  );
}

function ball(cx: number, cy: number, r: number, colour: string, label: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" stroke="#fff" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="#fff"/>` +
    `<text x="${cx}" y="${cy + r * 0.22}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${r * 0.62}" fill="#222">${label}</text>`
  );
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`,
    );
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="${GOLD_DARK}" stroke-width="2"/>`;
}

function fish(cx: number, cy: number, scale: number, body: string): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${scale})">` +
    `<path d="M38 0 L70 -26 L64 0 L70 26 Z" fill="${body}" stroke="#00324d" stroke-width="3"/>` +
    `<ellipse cx="0" cy="0" rx="48" ry="30" fill="${body}" stroke="#00324d" stroke-width="3"/>` +
    `<path d="M-8 -28 Q8 -48 24 -24" fill="${body}" stroke="#00324d" stroke-width="3"/>` +
    `<circle cx="-26" cy="-6" r="7" fill="#fff"/><circle cx="-28" cy="-6" r="3.5" fill="#111"/>` +
    `<path d="M-4 -16 Q6 0 -4 16 M12 -18 Q22 0 12 18" fill="none" stroke="#00324d" stroke-opacity="0.45" stroke-width="3"/>` +
    `</g>`
  );
}

function crown(cx: number, cy: number, w: number): string {
  const h = w * 0.6;
  const x = cx - w / 2;
  return (
    `<path d="M${x} ${cy + h} L${x} ${cy} L${x + w * 0.25} ${cy + h * 0.45} L${cx} ${cy - h * 0.2} L${x + w * 0.75} ${cy + h * 0.45} L${x + w} ${cy} L${x + w} ${cy + h} Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="4" stroke-linejoin="round"/>` +
    `<circle cx="${cx}" cy="${cy + h * 0.62}" r="${w * 0.08}" fill="#e0245e"/>` +
    `<circle cx="${x + w * 0.22}" cy="${cy + h * 0.7}" r="${w * 0.06}" fill="#19a974"/>` +
    `<circle cx="${x + w * 0.78}" cy="${cy + h * 0.7}" r="${w * 0.06}" fill="#19a974"/>`
  );
}

function petals(cx: number, cy: number, fill: string): string {
  return [-60, -30, 0, 30, 60]
    .map(
      (a) =>
        `<ellipse cx="${cx}" cy="${cy - 38}" rx="17" ry="42" transform="rotate(${a} ${cx} ${cy})" fill="${fill}" stroke="${GOLD_DARK}" stroke-width="3"/>`,
    )
    .join('');
}

/** Each game's motif, drawn over its type's background. */
const MOTIFS: Readonly<Record<number, () => string>> = {
  // Lucky Fortune: two old coins and a sparkle.
  2001: () => coin(86, 116, 44) + coin(132, 88, 36) + star(58, 58, 14, '#fff'),
  // Dragon Treasure: a chest spilling gold.
  1026: () =>
    coin(80, 64, 18) +
    coin(118, 58, 16) +
    `<path d="M45 92 Q105 40 165 92 Z" fill="#8d4f1c" stroke="#3e1f05" stroke-width="4"/>` +
    `<rect x="45" y="92" width="120" height="70" rx="6" fill="#a0612a" stroke="#3e1f05" stroke-width="4"/>` +
    `<rect x="45" y="104" width="120" height="10" fill="${GOLD}"/>` +
    `<rect x="94" y="100" width="22" height="30" rx="4" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="3"/>`,
  // Golden Galleon: a ship under full sail.
  2002: () =>
    `<path d="M104 30 L104 150" stroke="#5a3410" stroke-width="6"/>` +
    `<path d="M66 44 L142 44 Q152 72 142 98 L66 98 Q56 72 66 44 Z" fill="#fff6d0" stroke="${GOLD_DARK}" stroke-width="3"/>` +
    `<path d="M58 106 L150 106 Q160 124 150 140 L58 140 Q48 124 58 106 Z" fill="#fff6d0" stroke="${GOLD_DARK}" stroke-width="3"/>` +
    `<path d="M104 18 L130 26 L104 34 Z" fill="#e0245e"/>` +
    `<path d="M40 146 L170 146 L150 178 L60 178 Z" fill="#a0612a" stroke="#3e1f05" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="52" y="154" width="106" height="6" fill="${GOLD}"/>`,
  // Jungle Queen: a crown among leaves.
  2003: () =>
    `<ellipse cx="60" cy="120" rx="20" ry="52" transform="rotate(-40 60 120)" fill="#2d9c4a"/>` +
    `<ellipse cx="150" cy="120" rx="20" ry="52" transform="rotate(40 150 120)" fill="#2d9c4a"/>` +
    crown(105, 80, 104),
  // Golden Lotus: a lotus flower on the water.
  1046: () =>
    `<ellipse cx="105" cy="160" rx="74" ry="14" fill="#fff" fill-opacity="0.25"/>` +
    petals(105, 150, '#ffcf5a') +
    `<circle cx="105" cy="146" r="12" fill="#fff3c4"/>`,
  // Classic Fruits: a pair of cherries.
  1099: () =>
    `<path d="M80 132 Q92 70 126 46 M136 122 Q128 80 126 46" fill="none" stroke="#2d6a2d" stroke-width="7" stroke-linecap="round"/>` +
    `<ellipse cx="142" cy="52" rx="24" ry="11" transform="rotate(-20 142 52)" fill="#3fae3f"/>` +
    `<circle cx="78" cy="142" r="30" fill="#d7263d" stroke="#6d0b17" stroke-width="4"/>` +
    `<circle cx="138" cy="134" r="30" fill="#d7263d" stroke="#6d0b17" stroke-width="4"/>` +
    `<circle cx="68" cy="132" r="8" fill="#fff" fill-opacity="0.6"/><circle cx="128" cy="124" r="8" fill="#fff" fill-opacity="0.6"/>`,
  // Golden Dragon: the dragon's flaming pearl.
  1001: () =>
    `<path d="M105 28 Q150 70 140 120 Q170 90 166 62 Q196 120 150 168 L60 168 Q14 120 44 62 Q40 90 70 120 Q60 70 105 28 Z" fill="#ff6b1a" stroke="#8a2300" stroke-width="4"/>` +
    `<circle cx="105" cy="124" r="40" fill="#fff6d0" stroke="${GOLD_DARK}" stroke-width="5"/>` +
    `<circle cx="92" cy="110" r="12" fill="#fff"/>`,
  // Ocean King: a crowned fish.
  3001: () => fish(100, 124, 1.1, '#ffb703') + crown(92, 40, 56),
  // Golden Fishing: a golden fish after a hook.
  3002: () =>
    `<path d="M160 20 L160 110 Q160 132 142 132 Q126 132 126 116" fill="none" stroke="#e0e0e0" stroke-width="5" stroke-linecap="round"/>` +
    fish(88, 140, 0.95, GOLD),
  // Deep Sea Hunter: a deep-sea fish and its lure light.
  3003: () =>
    `<path d="M60 84 Q62 40 100 42" fill="none" stroke="#9ad" stroke-width="4"/>` +
    `<circle cx="58" cy="88" r="11" fill="#fffb96" stroke="#fff" stroke-width="3"/>` +
    fish(118, 128, 1.15, '#5a6b8c') +
    `<circle cx="40" cy="160" r="6" fill="none" stroke="#fff" stroke-width="2"/><circle cx="56" cy="180" r="4" fill="none" stroke="#fff" stroke-width="2"/>`,
  // Lucky Bingo: the lucky 7 ball.
  4001: () => ball(105, 108, 62, '#e0245e', '7') + star(162, 48, 14, '#fff'),
  // Bingo Carnival: three balls and confetti.
  4002: () =>
    `<rect x="40" y="40" width="10" height="6" fill="#ffe27a" transform="rotate(30 45 43)"/><rect x="160" y="52" width="10" height="6" fill="#7bdff2" transform="rotate(-20 165 55)"/><rect x="150" y="170" width="10" height="6" fill="#b2f7a0"/>` +
    ball(72, 128, 38, '#3a86ff', '12') +
    ball(138, 128, 38, '#19a974', '37') +
    ball(105, 76, 38, '#ff7b00', '75'),
  // Star Bingo: a ball under the stars.
  4003: () =>
    star(50, 50, 14, '#fff') + star(165, 70, 10, '#fff') + ball(105, 120, 58, '#7b2ff7', '★'),
  // Rocket Rush: a rocket on its flame.
  5001: () =>
    `<g transform="rotate(35 105 105)">` +
    `<path d="M92 150 L105 192 L118 150 Z" fill="#ff9f1c"/>` +
    `<path d="M105 22 Q134 54 130 150 L80 150 Q76 54 105 22 Z" fill="#f1f1f1" stroke="#333" stroke-width="4"/>` +
    `<path d="M80 118 L58 156 L82 150 Z M130 118 L152 156 L128 150 Z" fill="#e63946" stroke="#333" stroke-width="3"/>` +
    `<circle cx="105" cy="84" r="15" fill="#48cae4" stroke="#333" stroke-width="4"/></g>`,
  // Treasure Mines: a cut gem.
  5002: () =>
    `<path d="M60 78 L80 52 L130 52 L150 78 L105 160 Z" fill="#4cc9f0" stroke="#0a3d62" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M60 78 L150 78 M80 52 L92 78 L105 160 L118 78 L130 52 M92 78 L105 52 L118 78" fill="none" stroke="#0a3d62" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M84 60 L96 60 L88 74 Z" fill="#fff" fill-opacity="0.7"/>`,
  // Coin Pusher: a stack of coins on the tray's edge.
  5003: () =>
    `<rect x="30" y="160" width="150" height="14" rx="4" fill="#2b2b2b" fill-opacity="0.55"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="105" cy="${150 - i * 18}" rx="46" ry="15" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="4"/>`,
      )
      .join('') +
    coin(150, 60, 22),
};

function rays(): string {
  const paths: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI / 6) * i;
    const b = a + Math.PI / 18;
    const at = (t: number): string =>
      `${(105 + 160 * Math.cos(t)).toFixed(0)} ${(105 + 160 * Math.sin(t)).toFixed(0)}`;
    paths.push(`M105 105 L${at(a)} L${at(b)} Z`);
  }
  return `<path d="${paths.join(' ')}" fill="#fff" fill-opacity="0.08"/>`;
}

/**
 * A game's icon, 210x210, or null for a game not on the list; the `_s` variant is the same
 * colours blurred on a coarse grid.
 */
export function iconSvg(gameId: number, lowRes: boolean): string | null {
  const game = GAMES.find((g) => g.gameId === gameId);
  if (game === undefined) return null;
  const [from, to] = GROUP_COLOURS[GAME_TYPES[game.gameType]];
  if (lowRes) return lowResSvg(ICON_SIZE, [from, to, GOLD]);
  const motif = MOTIFS[gameId]?.() ?? coin(105, 105, 50);
  return (
    `${svgOpen(ICON_SIZE)}<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<clipPath id="c"><rect width="210" height="210" rx="32"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="210" height="210" fill="url(#g)"/>${rays()}` +
    `<circle cx="105" cy="105" r="78" fill="#fff" fill-opacity="0.12"/>${motif}</g></svg>\n`
  );
}
