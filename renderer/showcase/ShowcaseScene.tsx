/**
 * Everything the piece library offers, on one table: every silhouette, a
 * hundred instanced tokens, cards (one face down), a track with markers,
 * highlights and labels. It is for looking (screenshots in review) and for
 * the draw-call benchmark. Other tools (the dice tray) are added as children.
 */
import { useState, type ReactNode } from 'react';
import { enemyColour, palette, seatColour, seatMark, enemyMark, type Palette } from '../lib/palette';
import { AreaHighlight } from '../pieces/AreaHighlight';
import type { BadgeSpec } from '../pieces/badges';
import { Card3D } from '../pieces/Card3D';
import { Figure } from '../pieces/Figure';
import { FlatLabel, Label } from '../pieces/Label';
import type { SilhouetteId } from '../pieces/silhouettes';
import { TokenInstances } from '../pieces/TokenInstances';
import type { TokenSpec } from '../pieces/tokens';
import { Track } from '../pieces/Track';
import { seededRandom } from '../table/tableTextures';

export const SHOWCASE_BOARD: [number, number] = [15, 11];

interface Placed {
  silhouette: SilhouetteId;
  x: number;
  z: number;
  side: 'seat' | 'enemy';
  index: number;
  health?: number;
  badges?: BadgeSpec[];
  highlight?: 'target' | 'selected';
  facing?: number;
}

// Heroes and troops of the players in front, monsters of the enemy behind, big ones at the back.
const FIGURES: Placed[] = [
  { silhouette: 'hero', x: -6.3, z: -0.3, side: 'seat', index: 0, health: 6, badges: [{ kind: 'stun' }], highlight: 'selected' },
  { silhouette: 'soldier', x: -5.3, z: -0.3, side: 'seat', index: 1, health: 3 },
  { silhouette: 'marine', x: -4.2, z: -0.3, side: 'seat', index: 2, health: 8, badges: [{ kind: 'shield' }] },
  { silhouette: 'zombie', x: -3.1, z: -0.3, side: 'enemy', index: 0, badges: [{ kind: 'pestilence' }], highlight: 'target' },
  { silhouette: 'imp', x: -2.2, z: -0.3, side: 'enemy', index: 0, health: 1, highlight: 'target' },
  { silhouette: 'blob', x: -1.3, z: -0.3, side: 'enemy', index: 1 },
  { silhouette: 'beast', x: -6.1, z: -1.9, side: 'enemy', index: 0, facing: 0.6, badges: [{ kind: 'fire', value: 2 }] },
  { silhouette: 'crawler', x: -5.0, z: -1.9, side: 'enemy', index: 1, health: 2 },
  { silhouette: 'floater', x: -3.9, z: -1.9, side: 'enemy', index: 0, health: 4 },
  { silhouette: 'brute', x: -2.8, z: -1.9, side: 'enemy', index: 0, health: 5, badges: [{ kind: 'fire' }, { kind: 'stun' }] },
  { silhouette: 'tank', x: -1.2, z: -1.9, side: 'seat', index: 3, facing: Math.PI / 2 },
  { silhouette: 'giant', x: -5.3, z: -3.7, side: 'enemy', index: 0, health: 20 },
  { silhouette: 'behemoth', x: -3.2, z: -3.7, side: 'enemy', index: 1, health: 12 },
];

const CARDS = [
  { title: 'Hold the Line', kind: 'Tactic', text: 'Each trooper next to a hero rolls one extra die this round.', numbers: [{ label: 'COST', value: 2 }], frame: '#3f6fb0' },
  { title: 'Flamethrower', kind: 'Weapon', text: 'Attack every figure in one space. They catch fire.', numbers: [{ label: 'ATK', value: 3 }, { label: 'RNG', value: 1 }], frame: '#b5522b' },
  { title: 'Second Wind', kind: 'Gift', text: 'Heal two wounds, or three if you have not moved.', numbers: [], frame: '#4f8a3c' },
];

/** A hundred tokens in a block: three shapes, four colours, letters, some stacked. On odd demo steps the first row slides out. */
function showcaseTokens(pal: Palette, odd: boolean): TokenSpec[] {
  const rnd = seededRandom(3);
  return Array.from({ length: 100 }, (_, i) => {
    const col = i % 10;
    const row = Math.floor(i / 10);
    const seat = i % 4;
    const mark = i % 5 === 4 ? enemyMark(0) : seatMark(seat);
    return {
      id: `tok-${i}`,
      shape: mark.shape,
      colour: i % 5 === 4 ? pal.enemy : seatColour(pal, seat),
      position: (odd && row === 0 ? [1.9, 0, -0.3 + col * 0.42] : [2.9 + col * 0.45, 0, -0.6 + row * 0.45]) as [number, number, number],
      letter: mark.letter,
      // A small twist per token: stacks look handled, letters stay readable.
      rotation: (rnd() - 0.5) * 0.6,
      count: i % 17 === 0 ? 3 + (i % 4) : 1,
    };
  });
}

/** Where the hero walks on odd demo steps, and the spaces it passes on the way. */
export const HERO_HOME: [number, number, number] = [-6.3, 0, -0.3];
export const HERO_AWAY: [number, number, number] = [0.4, 0, 2.3];
const HERO_PATH: [number, number, number][] = [[-6.3, 0, 0.9], [-2.5, 0, 0.9], [-0.3, 0, 1.6]];

/**
 * `step` drives the demo: on odd steps the hero walks a path, the first card
 * flips, the deck card is drawn, a track marker advances, a row of tokens
 * slides out and the zombie dies;
 * on even steps everything goes back and the zombie spawns again.
 */
export function ShowcaseScene({ colourBlind, step = 0, children }: { colourBlind: boolean; step?: number; children?: ReactNode }) {
  const pal = palette(colourBlind);
  const colourOf = (f: Placed) => (f.side === 'seat' ? seatColour(pal, f.index) : enemyColour(pal, f.index));
  const odd = step % 2 === 1;
  // The zombie's life: it dies on odd steps, is removed when its animation ends, and returns (spawning) on even ones.
  const [zombieGone, setZombieGone] = useState(-1);
  const zombieDying = odd;
  const figures = FIGURES.filter((f) => !(f.silhouette === 'zombie' && zombieGone === step));
  return (
    <group>
      {figures.map((f) => (
        <Figure
          key={f.silhouette === 'zombie' ? `zombie-${Math.floor((step + 1) / 2)}` : f.silhouette}
          silhouette={f.silhouette}
          colour={colourOf(f)}
          position={f.silhouette === 'hero' ? (odd ? HERO_AWAY : HERO_HOME) : [f.x, 0, f.z]}
          path={f.silhouette === 'hero' ? (odd ? HERO_PATH : [...HERO_PATH].reverse()) : undefined}
          dying={f.silhouette === 'zombie' && zombieDying}
          onDied={() => setZombieGone(step)}
          facing={f.facing}
          health={f.health}
          badges={f.badges}
          highlight={f.highlight}
          onClick={() => undefined}
        />
      ))}
      <FlatLabel text="Figures" position={[-3.8, 0.003, 0.55]} size={0.32} colour="#e9dfc6" />

      {/* An area that is a legal target, and one the camera is looking at. */}
      <AreaHighlight shape="square" position={[-1.0, 0, 0.9]} size={[1.6, 1.1]} kind="target" onClick={() => undefined} />
      <AreaHighlight shape="hex" position={[0.8, 0, 0.9]} size={1.2} kind="focus" />
      <Label text="Pick an area" position={[-1.0, 0.5, 0.9]} size={0.2} background="#111111cc" colour="#ffffff" shape="pill" />

      <TokenInstances tokens={showcaseTokens(pal, odd)} />
      <FlatLabel text="100 tokens" position={[4.9, 0.003, -1.2]} size={0.32} colour="#e9dfc6" />

      {CARDS.map((c, i) => (
        <Card3D
          key={c.title}
          face={c}
          back={{ colour: '#5b2a86', mark: 'PA' }}
          faceUp={!(odd && i === 0)}
          position={[3.0 + i * 1.05, 0, -3.3]}
          rotation={(i - 1) * -0.06}
          width={0.95}
          highlight={i === 1 ? 'target' : null}
        />
      ))}
      <Card3D face={CARDS[2]!} back={{ colour: '#5b2a86', mark: 'PA' }} faceUp={odd} position={odd ? [4.6, 0, -1.75] : [6.25, 0, -3.3]} width={0.95} />

      <Track
        count={16}
        first={0}
        position={[-0.6, 0, 4.2]}
        spacing={0.72}
        special={{ 0: '#7d3a33', 15: pal.goal }}
        markers={[
          { id: 'a', space: odd ? 9 : 3, colour: seatColour(pal, 0), letter: seatMark(0).letter },
          { id: 'b', space: 7, colour: seatColour(pal, 1), letter: seatMark(1).letter },
          { id: 'c', space: 7, colour: seatColour(pal, 2), letter: seatMark(2).letter },
          { id: 'x', space: 1, colour: pal.enemy, letter: enemyMark(0).letter },
        ]}
      />
      <FlatLabel text="Track" position={[-6.9, 0.003, 4.2]} size={0.3} colour="#e9dfc6" />
      <Track count={12} shape="loop" columns={4} position={[-5.2, 0, 2.25]} spacing={0.55} markers={[{ id: 'r', space: 5, colour: pal.enemy, letter: 'R' }]} />

      {/* Extra tools shown on the same table (the dice tray) go here. */}
      {children}
    </group>
  );
}
