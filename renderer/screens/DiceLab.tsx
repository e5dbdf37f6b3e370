/**
 * The dice tray screen: pick any dice from the catalogue (up to twelve),
 * throw them (the host rolls, the tray shows the roll), read the results as
 * text and open the fairness statistics. It is also how the end-to-end test
 * throws every die kind of every game.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DieDef, DieRoll } from '../../core/engine/types';
import { useApp } from '../AppContext';
import '../dice/dice.css';
import type { Speed } from '../dice/playback';
import type { ShownDie } from '../dice/readBack';
import type { ThrowRequest } from '../dice/replayPose';
import { tableDice } from '../dice/tableDice';
import { DiceResults } from '../hud/DiceResults';
import { DiceStatsPanel } from '../hud/DiceStatsPanel';

// The same table the games use (its dice tray beside a small empty board), loaded with three.js only here.
const TableCanvas = lazy(() => import('../table/TableCanvas').then((m) => ({ default: m.TableCanvas })));
/** The lab's "board": a bare patch of felt, so the camera frames mostly the tray. */
const LAB_BOARD: [number, number] = [2, 6];

/** Most dice in one throw; the host refuses more. */
const MAX_DICE = 12;

interface CatalogueDie extends DieDef {
  game: string;
}

declare global {
  interface Window {
    /** The host's answer to the last throw, as received (tests compare it with __diceShown). */
    __diceRolled?: { throwId: number; rolls: DieRoll[]; seed: number };
  }
}

function readCatalogue(v: unknown): CatalogueDie[] {
  const dice = (v as { dice?: unknown } | null)?.dice;
  return Array.isArray(dice) ? (dice as CatalogueDie[]) : [];
}

function readRoll(v: unknown): { rolls: DieRoll[]; seed: number } {
  const r = v as { rolls?: unknown; seed?: unknown } | null;
  if (!r || !Array.isArray(r.rolls) || typeof r.seed !== 'number') throw new Error('The host answered the throw with something unexpected.');
  return { rolls: r.rolls as DieRoll[], seed: r.seed };
}

const SPEEDS: Speed[] = ['1x', '2x', '4x', 'instant'];

export function DiceLab({ onBack }: { onBack(): void }) {
  const { host, settings, reportError } = useApp();
  const [catalogue, setCatalogue] = useState<CatalogueDie[]>([]);
  const [pool, setPool] = useState<string[]>(['d6', 'd6']);
  const [request, setRequest] = useState<ThrowRequest | null>(null);
  const [shown, setShown] = useState<ShownDie[] | null>(null);
  const [rolling, setRolling] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  const [stats, setStats] = useState(false);
  const [pips, setPips] = useState(settings.d6Faces === 'pips');
  const [speed, setSpeed] = useState<Speed>(settings.animationSpeed);
  const nextId = useRef(1);

  useEffect(() => {
    host.request('diceCatalogue', {}).then((r) => setCatalogue(readCatalogue(r))).catch(reportError);
  }, [host, reportError]);

  const byId = useMemo(() => Object.fromEntries(catalogue.map((d) => [d.id, d as DieDef])), [catalogue]);
  const groups = useMemo(() => {
    const out = new Map<string, CatalogueDie[]>();
    for (const d of catalogue) out.set(d.game, [...(out.get(d.game) ?? []), d]);
    return [...out.entries()];
  }, [catalogue]);

  const add = (id: string) => setPool((p) => (p.length >= MAX_DICE ? p : [...p, id]));
  const removeAt = (i: number) => setPool((p) => p.filter((_, k) => k !== i));

  const throwDice = () => {
    if (pool.length === 0 || rolling) return;
    setRolling(true);
    setShown(null);
    setMismatch(false);
    host
      .request('rollDice', { dice: pool })
      .then((r) => {
        const { rolls, seed } = readRoll(r);
        const id = nextId.current++;
        window.__diceRolled = { throwId: id, rolls, seed };
        setRequest({ id, rolls, seed, dice: byId });
      })
      .catch((err: unknown) => {
        setRolling(false);
        reportError(err);
      });
  };

  const settled = useCallback((s: ShownDie[], r: ThrowRequest) => {
    setShown(s);
    setRolling(false);
    // The tray must show what the host rolled; say so loudly if it ever does not.
    setMismatch(s.length !== r.rolls.length || s.some((d, i) => d.die !== r.rolls[i]!.die || d.face !== r.rolls[i]!.face));
  }, []);

  // Throw on the table's tray; the speed may change mid-throw without restarting it.
  useEffect(() => {
    if (request) tableDice.show({ request, speed, pips, onSettled: settled });
    // The speed is left out on purpose: it follows below without a new throw.
  }, [request, pips, settled]);
  useEffect(() => tableDice.setSpeed(speed), [speed]);
  useEffect(() => () => tableDice.clear(), []);

  useEffect(() => {
    const fn = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (stats) setStats(false);
        else onBack();
      }
    };
    window.addEventListener('keydown', fn);
    return () => window.removeEventListener('keydown', fn);
  }, [stats, onBack]);

  return (
    <div className="dice-lab" data-testid="dice-lab">
      <aside className="dice-picker">
        <header className="dice-lab-head">
          <button type="button" onClick={onBack} data-testid="dice-back">
            ← Menu
          </button>
          <h2>Dice tray</h2>
        </header>
        <p className="small muted">Pick up to {MAX_DICE} dice, then throw. The host rolls them; the tray shows its roll.</p>
        {groups.map(([game, dice]) => (
          <div key={game} className="dice-group">
            <h3>{game}</h3>
            <div className="dice-pick-row">
              {dice.map((d) => (
                <button
                  type="button"
                  key={d.id}
                  onClick={() => add(d.id)}
                  disabled={pool.length >= MAX_DICE}
                  data-testid={`dice-pick-${d.id}`}
                  title={d.faces.map((f) => f.label).join(' · ')}
                >
                  <span className="dice-swatch" style={{ background: d.color ?? '#ece4d0' }} />
                  {d.name}
                </button>
              ))}
            </div>
          </div>
        ))}
        <h3>
          In hand ({pool.length}/{MAX_DICE})
        </h3>
        <ul className="dice-pool" data-testid="dice-pool">
          {pool.map((id, i) => (
            <li key={`${id}-${i}`}>
              <button type="button" className="link-button" onClick={() => removeAt(i)} title="Put this die back">
                {byId[id]?.name ?? id} ✕
              </button>
            </li>
          ))}
        </ul>
        <div className="dice-actions">
          <button type="button" className="primary" onClick={throwDice} disabled={pool.length === 0 || rolling || catalogue.length === 0} data-testid="dice-throw">
            Throw
          </button>
          <button type="button" onClick={() => setPool([])} data-testid="dice-clear">
            Clear
          </button>
          <button type="button" onClick={() => setStats(true)} data-testid="dice-stats-open">
            Statistics
          </button>
        </div>
        <label className="dice-option">
          Speed{' '}
          <select value={speed} onChange={(e) => setSpeed(e.target.value as Speed)} data-testid="dice-speed">
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="dice-option">
          <input type="checkbox" checked={pips} onChange={(e) => setPips(e.target.checked)} data-testid="dice-pips" /> Pips on d6
        </label>
      </aside>
      <main className="dice-stage">
        <div className="dice-tray" data-testid="dice-tray" data-throw-id={request?.id ?? ''}>
          <Suspense fallback={<div className="muted">Setting out the tray…</div>}>
            <TableCanvas settings={settings} boardSize={LAB_BOARD} showCameraBar={false} />
          </Suspense>
        </div>
        <DiceResults shown={shown} dice={byId} rolling={rolling} />
        {mismatch && (
          <p className="error" data-testid="dice-mismatch">
            The tray shows something other than what the host rolled. Please report this bug.
          </p>
        )}
      </main>
      {stats && <DiceStatsPanel host={host} onClose={() => setStats(false)} />}
    </div>
  );
}
