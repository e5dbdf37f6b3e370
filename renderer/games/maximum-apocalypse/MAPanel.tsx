/**
 * What the map shows beside the table: the stats line (the mission and its
 * goals with progress pips, day or night, the decks on the table: the monster
 * deck, the three scavenge piles, insanity, spawn tokens, Monster tokens in
 * the supply) and the dock's panels: the survivors' mats (SurvivorMatView;
 * the acting survivor's whole, the others one line each until opened) and
 * the mission's whole text with the same numbers spelled out.
 */
import { useEffect, useState } from 'react';
import type { MAView } from '../../../core/games/maximum-apocalypse/view';
import { palette, seatColour } from '../../lib/palette';
import type { BoardPanel } from '../../table/PanelDock';
import { missionGoals, survivorMats, tableCounts, type Goal } from './panelModel';
import type { OptionsByTarget } from './promptTargets';
import { SurvivorMatView } from './SurvivorMatView';
import { SCAVENGE_LOOK } from './tileLooks';

interface Props {
  view: MAView;
  colourBlind: boolean;
  concealed: boolean;
  /** The survivor whose turn it is. */
  acting: string | null;
  /** The seat deciding now: outside a survivor's turn its survivors' mats are open. */
  deciding: string | null;
  seatName(seat: string): string;
  byTarget: OptionsByTarget;
  selected: readonly string[];
  onTarget(key: string): void;
}

const pips = (g: Goal) => (g.need <= 10 ? Array.from({ length: g.need }, (_, i) => (i < g.have ? '■' : '□')).join('') : `${g.have}/${g.need}`);

/** The one line over the map: mission, goals, night, decks; the mission's text takes what room is left (whole in its title and the Mission panel). */
export function MAStats({ view }: { view: MAView }) {
  const mission = missionGoals(view);
  const counts = tableCounts(view);
  return (
    <>
      <span className="stat ma-mission-line" data-testid="ma-mission" title={[mission.name, ...mission.goals.map((g) => `${g.label}: ${g.have} of ${g.need}`)].join(' · ')}>
        <strong>{mission.name}</strong>
        {mission.goals.map((g) => (
          <span key={g.label} className={g.have >= g.need ? 'ma-met' : ''} title={`${g.label}: ${g.have} of ${g.need}`}>
            {g.label} <span className="ma-pips">{pips(g)}</span>
          </span>
        ))}
        {mission.done && <span className="ma-met">Objective met: back to the Van</span>}
        {counts.night && <span title={counts.arrow ? `Tokens creep ${counts.arrow} at dawn` : undefined}>Night: {counts.night}</span>}
      </span>
      {/* Plain words, not the stat pills' capitals: the deck counts read as the table labels them. */}
      <span className="stat ma-decks" data-testid="ma-decks">
        <span title="Monster deck (and its discard pile)">Monster deck <b>{counts.monsterDeck}</b> <span className="muted">({counts.monsterDiscard} out)</span></span>
        <span title="Scavenge piles: they are never reshuffled">
          Scavenge{' '}
          {(['blue', 'green', 'red'] as const).map((c) => (
            <span key={c} className="ma-pile" style={{ background: SCAVENGE_LOOK[c].colour }} title={`${SCAVENGE_LOOK[c].name} pile`}>
              {SCAVENGE_LOOK[c].letter} {counts.scavenge[c]}
            </span>
          ))}
        </span>
        <span title="Insanity deck">Insanity <b>{counts.insanity}</b></span>
        {counts.spawnTokens !== null && <span title="Spawn tokens left in the bag">Spawn <b>{counts.spawnTokens}</b></span>}
        <span title="Monster tokens left in the supply">Supply <b>{counts.tokenSupply}</b></span>
      </span>
      <span className="board-stats-text" title={mission.text}>{mission.text}</span>
    </>
  );
}

export function maPanels(props: Props): BoardPanel[] {
  const mission = missionGoals(props.view);
  return [
    { id: 'ma-survivors', title: 'Survivors', current: true, tutorial: 'sheet', content: <SurvivorMats {...props} /> },
    // Whole while setting up, when the player reads what the game is about; folded to its tab once play starts.
    { id: 'ma-mission', title: `Mission: ${mission.name}`, current: props.view.phase === 'setup', testId: 'ma-mission-panel', content: <MissionText view={props.view} /> },
  ];
}

/** Every mat in one list: the acting survivor's (or the deciding seat's) open, the rest one line until clicked. */
function SurvivorMats({ view, colourBlind, concealed, acting, deciding, seatName, byTarget, selected, onTarget }: Props) {
  const pal = palette(colourBlind);
  const mats = survivorMats(view, concealed);
  const seatIndex = (seat: string) => Math.max(0, Number(seat.replace(/^s/, '')) - 1);
  const current = (id: string, seat: string) => (acting ? id === acting : seat === deciding);
  // The player's own clicks, forgotten when whose turn it is changes, so the next survivor's mat opens.
  const key = `${acting ?? ''}:${deciding ?? ''}`;
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  useEffect(() => setToggled(new Map()), [key]);
  // A mat with a card the prompt offers opens too: every clickable card stays in view.
  const offered = new Set(mats.filter((m) => [...m.gear, ...m.monsters, ...m.insanity, ...m.allies, ...(m.hand ?? [])].some((c) => byTarget.has(`card:${c.card}`))).map((m) => m.id));
  const anyCurrent = mats.some((m) => current(m.id, m.seat) || offered.has(m.id));
  const isOpen = (id: string, seat: string, i: number) => toggled.get(id) ?? (anyCurrent ? current(id, seat) || offered.has(id) : i === 0);
  return (
    <ul className="ma-mats" data-testid="ma-mats">
      {mats.map((m, i) => (
        <SurvivorMatView
          key={m.id}
          mat={m}
          colour={seatColour(pal, seatIndex(m.seat))}
          acting={m.id === acting}
          current={current(m.id, m.seat)}
          open={isOpen(m.id, m.seat, i)}
          offered={offered.has(m.id)}
          onToggle={() => setToggled((t) => new Map(t).set(m.id, !isOpen(m.id, m.seat, i)))}
          player={seatName(m.seat)}
          byTarget={byTarget}
          selected={selected}
          onTarget={onTarget}
        />
      ))}
    </ul>
  );
}

function MissionText({ view }: { view: MAView }) {
  const mission = missionGoals(view);
  const counts = tableCounts(view);
  return (
    <section className="ma-mission">
      <div className="muted">
        Round {view.round}
        {view.phase === 'setup' ? ' · setting up' : ''}
        {counts.night ? ` · night: ${counts.night}` : view.dayNight ? ' · day' : ''}
        {counts.arrow ? ` · tokens creep ${counts.arrow} at dawn` : ''}
      </div>
      <p className="ma-goal">{mission.text}</p>
      <ul className="ma-goals" data-testid="ma-goals">
        {mission.goals.map((g) => (
          <li key={g.label} className={g.have >= g.need ? 'met' : ''}>
            <span>{g.label}</span>
            <span className="ma-pips">{pips(g)}</span>
          </li>
        ))}
        {mission.done && <li className="met">Objective met: everyone back to the Van</li>}
      </ul>
    </section>
  );
}
