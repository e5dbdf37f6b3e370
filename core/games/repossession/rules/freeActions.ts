/**
 * What a player may do at any time on their own turn (Safety Tokens,
 * Selling, Territories, Trading): heal 5 HP for a safety token, sell a card
 * for a stat point or a token, close a territory, and trade cards or tokens
 * with a teammate whose piece the faction's tiles connect to theirs (hold
 * limit ten). They are listed here once: the end-of-turn question offers
 * them with "End my turn", and every other question of the player's own
 * turn offers them behind one "Free actions…" entry (freeMenu.ts).
 */
import type { PromptOption, Step } from '../../../engine/types';
import { NEIGHBOURS, supportCard, TILES } from '../content';
import type { PlayerState, PRFState } from '../state';
import { gainTokens, HOLD_LIMIT, healWithToken, maxHp, members, padTile, plural, playerOf, stepJson, type C } from './common';
import { closableTerritories } from './territory';

/** Tiles a piece touches the faction's network from: its tile, or its Start Zone's edge tile when that is the faction's. */
function anchor(g: PRFState, p: PlayerState): number | null {
  if (p.at !== null) return g.tiles[p.at]!.owner === p.faction ? p.at : null;
  const edge = padTile(p);
  return g.tiles[edge]!.owner === p.faction ? edge : null;
}

/** Teammates joined to the player by an unbroken path of the faction's conquered tiles. */
export function connectedMates(g: PRFState, p: PlayerState): PlayerState[] {
  // Alone in the faction (a one-a-side game, or the last one left): no path to search.
  if (!g.players.some((m) => m !== p && m.faction === p.faction && !m.eliminated)) return [];
  const start = anchor(g, p);
  if (start === null) return [];
  const seen = new Set([start]);
  const frontier = [start];
  while (frontier.length) {
    const i = frontier.pop()!;
    for (const n of NEIGHBOURS[i]!) {
      if (!seen.has(n) && g.tiles[n]!.owner === p.faction) {
        seen.add(n);
        frontier.push(n);
      }
    }
  }
  return members(g, p.faction).filter((m) => m.seat !== p.seat && (() => {
    const a = anchor(g, m);
    return a !== null && seen.has(a);
  })());
}

/**
 * The player's own turn, not spent on a purchase with safety tokens ("You cannot do anything else on that turn")
 * nor ended by a life lost ("lose a life, collect 3 safety tokens, and end your turn"): the window of every free
 * action. The other faction's players (a siege's defender) have none.
 */
export function inFreeWindow(g: PRFState, p: PlayerState): boolean {
  if (p.eliminated || g.turn !== p.faction || g.bought.includes(p.seat) || g.turnEnded?.includes(p.seat)) return false;
  return g.phase === 'declare' || g.phase === 'resolve' || g.phase === 'free';
}

/** Cards the player has locked into the Combat under way: "you cannot swap out Support cards mid-Combat", so they are not for sale or trade. */
function inUse(g: PRFState, p: PlayerState): readonly string[] {
  return g.combat?.loadouts.find((l) => l.owner === p.seat)?.cards ?? [];
}

/** The territories the player may close now: never one holding the tile being fought or checked right now. */
function closable(g: PRFState, p: PlayerState) {
  const busy = [g.combat?.tile, g.check?.tile];
  return closableTerritories(g, p.faction).filter((t) => !t.tiles.some((i) => busy.includes(i)));
}

/** Every free action open to the player now (none outside their own turn). */
export function freeChoices(g: PRFState, p: PlayerState): PromptOption[] {
  if (!inFreeWindow(g, p)) return [];
  const options: PromptOption[] = [];
  if (p.tokens > 0 && p.hp < maxHp(g, p)) options.push({ id: 'heal', label: 'Spend a safety token: heal 5 HP' });
  for (const t of closable(g, p)) {
    options.push({ id: `close:${TILES[t.tiles[0]!]!.id}`, label: `Close the territory of ${plural(t.tiles.length, 'tile')} at ${t.tiles.map((i) => TILES[i]!.id).join(', ')}` });
  }
  const used = inUse(g, p);
  const free = p.hand.filter((id) => !used.includes(id));
  for (const id of free) options.push({ id: `sell:${id}`, label: `Sell ${supportCard(id).name}`, target: { kind: 'card', id } });
  for (const m of connectedMates(g, p)) {
    if (p.tokens > 0) options.push({ id: `giveToken:${m.seat}`, label: `Give a safety token to ${m.name}` });
    if (m.hand.length < HOLD_LIMIT) for (const id of free) options.push({ id: `give:${m.seat}:${id}`, label: `Give ${supportCard(id).name} to ${m.name}` });
  }
  return options;
}

/**
 * Carries out one free action, then `then` (the question to come back to). A sale first asks what for; its stat
 * point, if that is the choice, is placed before `then`.
 */
export function doFreeAction(ctx: C, p: PlayerState, answer: string, then: Step): void {
  const g = ctx.g;
  const [what, a, b] = answer.split(':') as [string, string, string | undefined];
  const used = (g.freeUsed ??= []);
  if (!used.includes(p.seat)) used.push(p.seat);
  if (what === 'sell') {
    ctx.push({ kind: 'askSellFor', seat: p.seat, card: a, then: stepJson(then) });
    return;
  }
  if (what === 'heal') healWithToken(ctx, p);
  else if (what === 'close') {
    const t = closableTerritories(g, p.faction).find((x) => TILES[x.tiles[0]!]!.id === a)!;
    for (const i of t.tiles) {
      const st = g.tiles[i]!;
      st.owner = p.faction;
      st.by = p.seat;
      st.tokens = 1;
      st.conquered = true;
      // Claimed, not fought: no enemy here counts as defeated (Tier 2 Support and Raid access).
      st.defeated = false;
    }
    ctx.emit({
      type: 'territoryClosed', seat: p.seat, faction: p.faction, tiles: t.tiles.map((i) => TILES[i]!.id),
      text: `${p.name} closes off ${plural(t.tiles.length, 'tile')} (${t.tiles.map((i) => TILES[i]!.id).join(', ')}) for the faction.`,
    });
    gainTokens(ctx, p, t.tiles.length, 'a territory closed');
  } else if (what === 'giveToken') {
    const m = playerOf(g, a);
    p.tokens -= 1;
    m.tokens += 1;
    ctx.emit({ type: 'traded', from: p.seat, to: m.seat, text: `${p.name} gives a safety token to ${m.name}.` });
  } else if (what === 'give') {
    const m = playerOf(g, a);
    p.hand = p.hand.filter((x) => x !== b);
    m.hand.push(b!);
    ctx.emit({ type: 'traded', from: p.seat, to: m.seat, card: b!, visibleTo: members(g, p.faction).map((x) => x.seat), text: `${p.name} gives ${supportCard(b!).name} to ${m.name}.`, redacted: { type: 'traded', from: p.seat, to: m.seat, text: `${p.name} gives a card to ${m.name}.` } });
  }
  ctx.push(then);
}

/** Once the faction's moves are resolved, each of its players gets a last word before the turn ends. */
const freeActionsAll = (ctx: C, step: Step & { faction: string }) => {
  ctx.g.phase = 'free';
  ctx.push(...members(ctx.g, step.faction as PlayerState['faction']).map((p) => ({ kind: 'freeAction', seat: p.seat })));
};

const freeAction = (ctx: C, step: Step & { seat: string }) => {
  const g = ctx.g;
  const p = playerOf(g, step.seat);
  if (p.eliminated || ctx.state.result) return;
  if (g.bought.includes(p.seat)) {
    ctx.emit({ type: 'turnSpentBuying', seat: p.seat, text: `${p.name} spent the turn buying a tile: nothing else until the next turn.` });
    return;
  }
  if (g.turnEnded?.includes(p.seat)) return;
  ctx.ask({
    seat: p.seat, kind: 'freeAction', rule: 'free-actions',
    text: `${p.name}: anything else before the turn ends? (${p.hp} HP, ${plural(p.tokens, 'safety token')}, ${plural(p.hand.length, 'card')})`,
    options: [{ id: 'done', label: 'End my turn' }, ...freeChoices(g, p)],
  }, { kind: 'freeActionChosen', seat: p.seat });
};

const freeActionChosen = (ctx: C, step: Step & { seat: string; answer: string[] }) => {
  if (step.answer[0] === 'done') return;
  doFreeAction(ctx, playerOf(ctx.g, step.seat), step.answer[0]!, { kind: 'freeAction', seat: step.seat });
};

export const freeActionHandlers = { freeActionsAll, freeAction, freeActionChosen };
