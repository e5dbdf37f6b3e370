/**
 * What the table shows for one view, worked out without a canvas: each tile
 * (colour, tier mark, lock, owner), the faction token stacks, the players'
 * figures on their tiles or at their Start Zones, the Start Zone pads and
 * the twelve piles with their counts, and which of them a prompt option
 * points at. The scene only draws this.
 */
import type { PromptOption } from '../../../core/engine/types';
import { START_PADS, TILES } from '../../../core/games/repossession/content/board';
import type { DeckId, Faction, Tier } from '../../../core/games/repossession/content/types';
import type { PRFView } from '../../../core/games/repossession/view';
import type { TokenSpec } from '../../pieces';
import { figureSpot, padCentre, padSpot, pileCentre, tileCentre, tokenSpot } from './layout';
import { deckColour, factionColour, seatColour, seatMark, TIER_MARK } from './looks';

export interface TileLook {
  id: string;
  deck: DeckId;
  tier: Tier;
  colour: string;
  mark: string;
  centre: [number, number, number];
  locked: boolean;
  owner: Faction | null;
  tokens: number;
}

export interface FigureLook {
  seat: string;
  faction: Faction;
  colour: string;
  mark: string;
  position: [number, number, number];
  /** The tile id or Start Zone id it stands on. */
  on: string;
  hp: number;
}

export interface PadLook {
  id: string;
  faction: Faction;
  centre: [number, number, number];
  /** The seat whose home this pad is, if any. */
  home: string | null;
}

export interface PileLook {
  id: string;
  deck: DeckId;
  tier: Tier;
  count: number;
  centre: [number, number, number];
}

export interface BoardLook {
  tiles: TileLook[];
  tokens: TokenSpec[];
  figures: FigureLook[];
  pads: PadLook[];
  piles: PileLook[];
}

export function boardLook(view: PRFView, colourBlind: boolean): BoardLook {
  const tiles: TileLook[] = TILES.map((def) => {
    const t = view.tiles[def.index]!;
    return {
      id: def.id, deck: def.deck, tier: def.tier, colour: deckColour(def.deck, colourBlind), mark: TIER_MARK[def.tier]!,
      centre: tileCentre(def.id), locked: t.locked, owner: t.owner, tokens: t.tokens,
    };
  });
  const tokens: TokenSpec[] = tiles.filter((t) => t.owner && t.tokens > 0).map((t) => ({
    id: `faction:${t.id}`, shape: 'disc', colour: factionColour(t.owner!, colourBlind), position: tokenSpot(t.id), count: t.tokens,
    letter: t.owner === 'gaia' ? 'G' : 'X',
  }));
  // Nobody stands on the board before the drop: during setup `home` is only the first pad by default, not a choice.
  const live = view.phase === 'setup' ? [] : view.players.filter((p) => !p.eliminated);
  const spots = new Map<string, string[]>();
  for (const p of live) {
    const on = p.at ?? p.home;
    spots.set(on, [...(spots.get(on) ?? []), p.seat]);
  }
  const figures: FigureLook[] = live.map((p) => {
    const on = p.at ?? p.home;
    const here = spots.get(on)!;
    const i = here.indexOf(p.seat);
    return {
      seat: p.seat, faction: p.faction, colour: seatColour(p.seat, colourBlind), mark: seatMark(p.seat), hp: p.hp, on,
      position: p.at ? figureSpot(p.at, i, here.length) : padSpot(p.home, i, here.length),
    };
  });
  const pads: PadLook[] = START_PADS.map((s) => ({
    id: s.id, faction: s.faction, centre: padCentre(s.id), home: view.phase === 'setup' ? null : view.players.find((p) => p.home === s.id)?.seat ?? null,
  }));
  const piles: PileLook[] = (['supplies', 'settlements', 'creatures', 'raids'] as const).flatMap((deck) => ([1, 2, 3] as const).map((tier) => ({
    id: `${deck}:${tier}`, deck, tier, count: view.piles[`${deck}:${tier}`] ?? 0, centre: pileCentre(deck, tier),
  })));
  return { tiles, tokens, figures, pads, piles };
}

/** Prompt options by the tile or Start Zone they name (`space` targets): what a click on the table answers. */
export function spaceOptions(options: readonly PromptOption[]): Map<string, PromptOption> {
  const out = new Map<string, PromptOption>();
  for (const o of options) if (o.target?.kind === 'space' && !out.has(o.target.id)) out.set(o.target.id, o);
  return out;
}

/** Seats a prompt option names (`seat` targets, e.g. choosing a defender): their figures light and answer. */
export function seatOptions(options: readonly PromptOption[]): Map<string, PromptOption> {
  const out = new Map<string, PromptOption>();
  for (const o of options) if (o.target?.kind === 'seat' && !out.has(o.target.id)) out.set(o.target.id, o);
  return out;
}

/** Where a beat happens: a tile or Start Zone the event names (move, conquest, fight), for the glow and the camera. */
export function eventSpace(event: { [k: string]: unknown } | null): string | null {
  if (!event) return null;
  for (const f of ['toTile', 'to', 'tile']) {
    const v = event[f];
    if (typeof v === 'string' && (/^[A-J]\d+$/.test(v) || /^(gaia|xanadu)-\d$/.test(v))) return v;
  }
  return null;
}
