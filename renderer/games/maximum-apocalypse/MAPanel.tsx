/**
 * The side panel beside the map: the mission with its goals and progress,
 * the round, day or night and the decks on the table (the monster deck, the
 * three scavenge piles, insanity, spawn tokens, Monster tokens in the
 * supply), then each survivor's mat (SurvivorMatView).
 */
import type { MAView } from '../../../core/games/maximum-apocalypse/view';
import { palette, seatColour } from '../../lib/palette';
import { missionGoals, survivorMats, tableCounts } from './panelModel';
import type { OptionsByTarget } from './promptTargets';
import { SurvivorMatView } from './SurvivorMatView';
import { SCAVENGE_LOOK } from './tileLooks';

interface Props {
  view: MAView;
  colourBlind: boolean;
  concealed: boolean;
  /** The survivor whose turn it is. */
  acting: string | null;
  seatName(seat: string): string;
  byTarget: OptionsByTarget;
  selected: readonly string[];
  onTarget(key: string): void;
}

export function MAPanel({ view, colourBlind, concealed, acting, seatName, byTarget, selected, onTarget }: Props) {
  const pal = palette(colourBlind);
  const mission = missionGoals(view);
  const counts = tableCounts(view);
  const mats = survivorMats(view, concealed);
  const seatIndex = (seat: string) => Math.max(0, Number(seat.replace(/^s/, '')) - 1);
  return (
    <aside className="ma-panel" data-testid="ma-panel">
      <section className="ma-mission" data-testid="ma-mission">
        <h3>{mission.name}</h3>
        <div className="muted small">
          Round {view.round}
          {view.phase === 'setup' ? ' · setting up' : ''}
          {counts.night ? ` · night: ${counts.night}` : view.dayNight ? ' · day' : ''}
          {counts.arrow ? ` · tokens creep ${counts.arrow} at dawn` : ''}
        </div>
        <p className="small ma-goal">{mission.text}</p>
        <ul className="ma-goals small" data-testid="ma-goals">
          {mission.goals.map((g) => (
            <li key={g.label} className={g.have >= g.need ? 'met' : ''}>
              <span>{g.label}</span>
              <span className="ma-pips">{g.need <= 10 ? Array.from({ length: g.need }, (_, i) => (i < g.have ? '■' : '□')).join('') : `${g.have}/${g.need}`}</span>
            </li>
          ))}
          {mission.done && <li className="met">Objective met: everyone back to the Van</li>}
        </ul>
      </section>
      <section className="ma-decks small" data-testid="ma-decks">
        <h4>On the table</h4>
        <div title="Monster deck (and its discard pile)">Monster deck <b>{counts.monsterDeck}</b> <span className="muted">({counts.monsterDiscard} discarded)</span></div>
        <div className="ma-piles" title="Scavenge piles: they are never reshuffled">
          Scavenge
          {(['blue', 'green', 'red'] as const).map((c) => (
            <span key={c} className="ma-pile" style={{ background: SCAVENGE_LOOK[c].colour }} title={`${SCAVENGE_LOOK[c].name} pile`}>
              {SCAVENGE_LOOK[c].letter} {counts.scavenge[c]}
            </span>
          ))}
        </div>
        <div>Insanity deck <b>{counts.insanity}</b></div>
        {counts.spawnTokens !== null && <div title="Spawn tokens left in the bag">Spawn tokens <b>{counts.spawnTokens}</b></div>}
        <div title="Monster tokens left in the supply">Monster tokens in supply <b>{counts.tokenSupply}</b></div>
      </section>
      <ul className="ma-mats" data-testid="ma-mats" data-tutorial="sheet">
        {mats.map((m) => (
          <SurvivorMatView
            key={m.id}
            mat={m}
            colour={seatColour(pal, seatIndex(m.seat))}
            acting={m.id === acting}
            player={seatName(m.seat)}
            byTarget={byTarget}
            selected={selected}
            onTarget={onTarget}
          />
        ))}
      </ul>
    </aside>
  );
}
