/**
 * New game: pick a game, set its options, say who plays each seat (a person
 * or a bot), optionally fix the seed, and start; or start the game's guided
 * first game. A value out of range is shown as wrong, never changed behind
 * the player's back; only the seats the options give are listed.
 */
import { Fragment, useEffect, useState } from 'react';
import type { GameInfo, OptionField } from '../../core/protocol/messages';
import { readAckMatchId, readSeats, readUpdate, type SeatOffer } from '../api/results';
import type { MatchUpdate } from '../api/types';
import { useApp } from '../AppContext';
import { Modal } from '../hud/Modal';
import { gameUi } from '../games';
import { prefetchBoard } from '../lib/boardPrefetch';
import { botPlays, controllerFrom, defaultControllerValue, parseSeed } from '../lib/newGame';
import { winRateFor, winRateText } from '../lib/winRate';

interface Props {
  onClose(): void;
  /** The match started; its update comes as a push (or in the result from hosts that send it). */
  onStarted(matchId: string | null, update: MatchUpdate | null, tutorial?: string): void;
  /** A campaign stage: the game and these options are fixed (their fields are not shown), under this title. */
  preset?: { gameId: string; options: Record<string, unknown>; title: string };
}

/** Why an option's value cannot be used, in words; null when it can. */
export function optionProblem(field: OptionField, value: unknown): string | null {
  if (field.kind !== 'number') return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) return `${field.label}: a whole number from ${field.min} to ${field.max}.`;
  if (value < field.min || value > field.max) return `${field.label}: from ${field.min} to ${field.max} (not ${value}).`;
  return null;
}

type Options = Record<string, unknown>;

function defaults(game: GameInfo | undefined): Options {
  const d = game?.defaultOptions;
  return d && typeof d === 'object' ? { ...(d as Options) } : {};
}

export function NewGameDialog({ onClose, onStarted, preset }: Props) {
  const { host, games, reportError, settings, changeSettings } = useApp();
  const firstPlayable = (preset && games.find((g) => g.id === preset.gameId))
    ?? games.find((g) => g.playable && g.id === settings.lastGame) ?? games.find((g) => g.playable) ?? games[0];
  const [gameId, setGameId] = useState(firstPlayable?.id ?? '');
  const game = games.find((g) => g.id === gameId);
  const [options, setOptions] = useState<Options>(() => ({ ...defaults(firstPlayable), ...preset?.options }));
  const shownFields = (game?.optionFields ?? []).filter((f) => !(preset && f.key in preset.options));
  const [seats, setSeats] = useState<SeatOffer[]>([]);
  // The options the listed seats were made for: the list is current only when they are the options shown.
  const [seatsFor, setSeatsFor] = useState('');
  const [controllers, setControllers] = useState<Record<string, string>>({});
  const [seed, setSeed] = useState('');
  const [starting, setStarting] = useState(false);

  // The picked board's code (and, for the world board, its land) loads while the options are read, not after Start.
  useEffect(() => {
    if (game?.playable) prefetchBoard(game.id);
  }, [game?.id, game?.playable]);

  const optionsKey = JSON.stringify(options);
  const problems = (game?.optionFields ?? []).map((f) => optionProblem(f, options[f.key])).filter((p): p is string => p !== null);
  useEffect(() => {
    if (!game?.playable || problems.length > 0) {
      setSeats([]);
      setSeatsFor('');
      return;
    }
    let live = true;
    host
      .request('seatsFor', { gameId: game.id, options })
      .then((r) => {
        if (!live) return;
        const list = readSeats(r);
        setSeats(list);
        setSeatsFor(optionsKey);
        setControllers((prev) =>
          Object.fromEntries(list.map((s, i) => {
            // A choice made for this seat stays, unless it is a bot that cannot play it (the seat changed side).
            const kept = prev[s.id];
            const keep = kept !== undefined && (kept === 'human' || game.bots.some((b) => `ai:${b.id}` === kept && botPlays(b, s)));
            return [s.id, keep ? kept : defaultControllerValue(i, s.controller, game.bots.filter((b) => botPlays(b, s)))];
          })),
        );
      })
      .catch((err: unknown) => live && reportError(err));
    return () => {
      live = false;
    };
  }, [gameId, optionsKey]);

  const seedValue = parseSeed(seed);
  const seatsReady = seatsFor === optionsKey && seats.length > 0;
  const canStart = !!game?.playable && problems.length === 0 && seatsReady && seedValue !== 'invalid' && !starting;
  const tutorial = game && !preset ? gameUi(game.id).tutorial : undefined;
  const winCell = winRateFor(game?.winRates, options);
  const winRate = game?.winRates && winCell ? winRateText(game.winRates, winCell) : null;
  const winRateAfter = winCell ? Math.max(...shownFields.map((f, i) => (f.key in winCell.options ? i : -1))) : -1;

  const startTutorial = () => {
    if (!game || !tutorial || starting) return;
    setStarting(true);
    host
      .request('newGame', { gameId: game.id, options: tutorial.options, controllers: tutorial.seats, seed: tutorial.seed })
      .then((r) => onStarted(readAckMatchId(r), readUpdate(r), game.id))
      .catch((err: unknown) => {
        setStarting(false);
        reportError(err);
      });
  };

  const start = () => {
    if (!game || !canStart) return;
    setStarting(true);
    const ctl = Object.fromEntries(seats.map((s) => [s.id, controllerFrom(controllers[s.id] ?? 'human')]));
    host
      // With no human seat the match is watched: it moves on round by round as the table plays it out.
      .request('newGame', {
        gameId: game.id, options, controllers: ctl, watch: Object.values(ctl).every((c) => c.type === 'ai'),
        ...(seedValue === undefined ? {} : { seed: seedValue }),
      })
      .then((r) => onStarted(readAckMatchId(r), readUpdate(r)))
      .catch((err: unknown) => {
        setStarting(false);
        reportError(err);
      });
  };

  return (
    <Modal title={preset?.title ?? 'New game'} onClose={onClose} testId="newgame" wide>
      <div className="form">
        <label className="field">
          <span>Game</span>
          <select
            value={gameId}
            disabled={!!preset}
            onChange={(e) => {
              const g = games.find((x) => x.id === e.target.value);
              setGameId(e.target.value);
              setOptions(defaults(g));
              changeSettings({ lastGame: e.target.value });
            }}
            data-testid="newgame-game"
          >
            {games.map((g) => (
              <option key={g.id} value={g.id} disabled={!g.playable}>
                {g.title}
                {g.playable ? '' : ' (coming)'}
              </option>
            ))}
          </select>
        </label>
        {game && <p className="muted small">{game.summary}</p>}
        {tutorial && (
          <p className="tutorial-offer">
            New to {game?.title}?{' '}
            <button type="button" className="link-button" onClick={startTutorial} disabled={starting} data-testid="newgame-tutorial">
              Play the guided first game
            </button>
          </p>
        )}

        {shownFields.map((f, i) => (
          <Fragment key={f.key}>
            <OptionInput field={f} value={options[f.key]} onChange={(v) => setOptions((o) => ({ ...o, [f.key]: v }))} />
            {/* Right under the last option the figure depends on (DOOM: the invader's level): the measured figure for exactly these options, or nothing. */}
            {winRate && i === winRateAfter && <p className="muted small" data-testid="newgame-winrate">{winRate}</p>}
          </Fragment>
        ))}
        {problems.map((p) => (
          <p key={p} className="error small" data-testid="newgame-problem">
            {p}
          </p>
        ))}

        {seats.length > 0 && (
          <fieldset className="field seats" data-testid="newgame-seats" data-ready={seatsReady}>
            <legend>Seats</legend>
            {seats.map((s) => (
              <label key={s.id} className="seat-row">
                <span className="seat-name">
                  {s.name} <span className="muted small">{s.side}</span>
                </span>
                <select
                  value={controllers[s.id] ?? 'human'}
                  onChange={(e) => setControllers((c) => ({ ...c, [s.id]: e.target.value }))}
                  data-testid={`seat-${s.id}`}
                >
                  <option value="human">Human</option>
                  {(game?.bots ?? []).filter((b) => botPlays(b, s)).map((b) => (
                    <option key={b.id} value={`ai:${b.id}`}>
                      AI: {b.name}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        )}

        <label className="field">
          <span>Seed</span>
          <input
            type="text"
            inputMode="numeric"
            placeholder="random"
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            aria-invalid={seedValue === 'invalid'}
            data-testid="newgame-seed"
          />
          {seedValue === 'invalid' && <span className="error small">A seed is a whole number, or blank for a random one.</span>}
        </label>
      </div>
      <div className="dialog-actions">
        <button type="button" onClick={onClose} data-testid="newgame-cancel">
          Cancel
        </button>
        <button type="button" className="primary" disabled={!canStart} onClick={start} data-testid="newgame-start">
          {starting ? 'Starting…' : 'Start'}
        </button>
      </div>
    </Modal>
  );
}

function OptionInput({ field, value, onChange }: { field: OptionField; value: unknown; onChange(v: unknown): void }) {
  const testId = `newgame-opt-${field.key}`;
  if (field.kind === 'number') {
    return (
      <label className="field">
        <span>{field.label}</span>
        <input
          type="number"
          min={field.min}
          max={field.max}
          step={field.step ?? 1}
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          aria-invalid={optionProblem(field, value) !== null}
          // The value is kept as typed; a wrong one is shown as wrong, never clamped behind the player's back.
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
          data-testid={testId}
        />
      </label>
    );
  }
  if (field.kind === 'select') {
    return (
      <label className="field">
        <span>{field.label}</span>
        <select value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          {field.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label className="field field-inline">
      <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <span>{field.label}</span>
    </label>
  );
}
