/**
 * Dice statistics: for each die, how often each face came up against what a
 * fair die would give, a small bar chart, and the chi-square test (computed by
 * the host, core/stats). Shows the open match's dice and every game's tally.
 */
import { useEffect, useState } from 'react';
import type { HostApi } from '../api/types';
import { Modal } from './Modal';

/** The host's answer to diceStats (electron/host/diceService.ts), as the panel reads it. */
interface FaceCount {
  face: number;
  label: string;
  count: number;
  expected: number;
}
interface DieStats {
  dieId: string;
  name: string;
  color?: string;
  faces: FaceCount[];
  total: number;
  chi: { statistic: number; df: number; pValue: number | null; reliable: boolean };
}
interface TallyStats {
  gameId: string;
  title: string;
  dice: DieStats[];
}
export interface DiceStatsAnswer {
  match: (TallyStats & { matchId: string }) | null;
  games: TallyStats[];
  error: string | null;
}

function readAnswer(v: unknown): DiceStatsAnswer {
  const o = (v ?? {}) as Partial<DiceStatsAnswer>;
  return { match: o.match ?? null, games: Array.isArray(o.games) ? o.games : [], error: typeof o.error === 'string' ? o.error : null };
}

export const P_VALUE_MEANING =
  'The p-value is the chance that fair dice would stray from an even spread at least as far as these did: ' +
  'anything above 0.05 is ordinary luck, below 0.001 the dice look loaded, and with few rolls the test can tell little.';

function formatP(p: number | null): string {
  if (p === null) return '–';
  if (p < 0.0001) return '< 0.0001';
  return p.toFixed(p < 0.01 ? 4 : 3);
}

function verdict(s: DieStats): { text: string; tone: string } {
  const p = s.chi.pValue;
  if (p === null) return { text: 'no rolls yet', tone: 'muted' };
  if (!s.chi.reliable) return { text: 'too few rolls to judge', tone: 'muted' };
  if (p < 0.001) return { text: 'looks uneven', tone: 'bad' };
  if (p < 0.05) return { text: 'a little unusual', tone: 'warn' };
  return { text: 'consistent with fair', tone: 'ok' };
}

function DieTable({ s }: { s: DieStats }) {
  const top = Math.max(1, ...s.faces.map((f) => Math.max(f.count, f.expected)));
  const v = verdict(s);
  return (
    <section className="dice-stat" data-testid="dice-stat" data-die={s.dieId} data-total={s.total}>
      <h4>
        <span className="dice-swatch" style={{ background: s.color ?? '#ece4d0' }} /> {s.name}
        <span className="small muted"> · {s.total} rolls</span>
      </h4>
      <table>
        <thead>
          <tr>
            <th>face</th>
            <th>count</th>
            <th>fair</th>
            <th aria-label="chart" />
          </tr>
        </thead>
        <tbody>
          {s.faces.map((f) => (
            <tr key={f.face}>
              <td>{f.label}</td>
              <td className="num">{f.count}</td>
              <td className="num">{f.expected.toFixed(1)}</td>
              <td className="dice-bar-cell">
                <div className="dice-bar" style={{ width: `${(100 * f.count) / top}%` }} />
                <div className="dice-bar-expected" style={{ left: `${(100 * f.expected) / top}%` }} title="what a fair die would give" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small" data-testid="dice-chi">
        χ² = {s.chi.statistic.toFixed(2)} with {s.chi.df} degrees of freedom, p = {formatP(s.chi.pValue)}:{' '}
        <span className={`dice-verdict dice-verdict-${v.tone}`}>{v.text}</span>
      </p>
    </section>
  );
}

function Tally({ t, heading }: { t: TallyStats; heading: string }) {
  return (
    <div className="dice-tally" data-testid="dice-tally" data-game={t.gameId}>
      <h3>{heading}</h3>
      {t.dice.length === 0 ? <p className="muted">No dice rolled yet.</p> : t.dice.map((s) => <DieTable key={s.dieId} s={s} />)}
    </div>
  );
}

interface Props {
  host: HostApi;
  /** Only this game's statistics; all games when absent. */
  gameId?: string;
  onClose(): void;
}

export function DiceStatsPanel({ host, gameId, onClose }: Props) {
  const [answer, setAnswer] = useState<DiceStatsAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    host
      .request('diceStats', gameId === undefined ? {} : { gameId })
      .then((r) => live && setAnswer(readAnswer(r)))
      .catch((err: unknown) => live && setFailure(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
    };
  }, [host, gameId]);

  return (
    <Modal title="Dice statistics" onClose={onClose} testId="dice-stats" wide>
      <p className="small muted dice-p-meaning">{P_VALUE_MEANING}</p>
      {failure && <p className="error">{failure}</p>}
      {answer?.error && <p className="error">{answer.error}</p>}
      {!answer && !failure && <p className="muted">Counting…</p>}
      {answer && (
        <div className="dice-stats-body">
          {answer.match && <Tally t={answer.match} heading={`This match (${answer.match.title})`} />}
          {answer.games.map((g) => (
            <Tally key={g.gameId} t={g} heading={`${g.title}: every roll so far`} />
          ))}
          {!answer.match && answer.games.length === 0 && <p className="muted">No dice have been rolled yet.</p>}
        </div>
      )}
    </Modal>
  );
}
