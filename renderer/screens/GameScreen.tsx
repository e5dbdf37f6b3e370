/**
 * A match in progress: the game's board (picked by game id), the current
 * prompt, the log, undo, the hot-seat handoff, the result and the Esc menu.
 * Keyboard: 1-9 pick an option, Enter confirms a multi-select, Esc the menu.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PromptOption } from '../../core/engine/types';
import type { GameView } from '../../core/engine/view';
import { readUpdate } from '../api/results';
import type { MatchUpdate } from '../api/types';
import { useApp } from '../AppContext';
import { gameUi } from '../games';
import { targetKey } from '../games/types';
import { DiceOverlay } from '../hud/DiceOverlay';
import { DiceStatsPanel } from '../hud/DiceStatsPanel';
import { GameLog } from '../hud/GameLog';
import { HandoffOverlay } from '../hud/HandoffOverlay';
import { InGameMenu } from '../hud/InGameMenu';
import { PromptPanel } from '../hud/PromptPanel';
import { ResultBanner } from '../hud/ResultBanner';
import { TimelineBar } from '../hud/TimelineBar';
import { WatchBar } from '../hud/WatchBar';
import { useTimeline } from '../timeline/useTimeline';
import { keyAction } from '../lib/keyboard';
import { isMultiSelect, isSelectionLegal, toggleSelection } from '../lib/selection';
import { RulesDialog } from './RulesScreen';
import { SettingsDialog } from './SettingsScreen';

interface Props {
  update: MatchUpdate;
  /** A newer update came back as a request's result. */
  onUpdate(update: MatchUpdate): void;
  /** The match was left (saved by the host): back to the menu. */
  onExit(): void;
}

type Overlay = null | 'menu' | 'settings' | 'rules' | 'dice';

export function GameScreen({ update, onUpdate, onExit }: Props) {
  const { host, settings, reportError, changeSettings } = useApp();
  const latestView = update.view as GameView<unknown>;
  const [accepted, setAccepted] = useState<string | null>(null);
  const handoffKey = `${update.matchId}:${update.choices}:${update.viewer ?? ''}`;
  const handoff = update.handoff && !latestView.result && accepted !== handoffKey;
  // While events play, the table shows each event's moment and the prompt waits for the end.
  // The next player watches the events after taking the seat, not the one handing over.
  const timeline = useTimeline(update, settings.animationSpeed, handoff);
  const animating = timeline.beat !== null;
  const view = timeline.view ?? latestView;
  const watching = update.seats.every((s) => s.controller.type === 'ai');
  const ui = gameUi(update.gameId);
  const prompt = animating ? null : latestView.prompt;
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [ruleFocus, setRuleFocus] = useState<string | undefined>();

  const promptId = prompt?.id;
  const [hoveredOption, setHoveredOption] = useState<string | null>(null);
  useEffect(() => {
    setSelected([]);
    setHoveredOption(null);
  }, [promptId]);

  const seatName = (seat: string | null | undefined): string =>
    (seat && update.seats.find((s) => s.id === seat)?.name) || seat || 'nobody';
  const deciding = latestView.prompt?.seat ?? latestView.waitingFor?.seat ?? null;
  const decidingSeat = update.seats.find((s) => s.id === deciding);
  const waitingName = `${seatName(deciding)}${decidingSeat?.controller.type === 'ai' ? ' (AI)' : ''}`;

  const targets = useMemo(() => {
    const map = new Map<string, PromptOption>();
    for (const o of prompt?.options ?? []) if (o.target) map.set(targetKey(o.target.kind, o.target.id), o);
    return map;
  }, [prompt]);

  const choose = (optionIds: string[]) => {
    if (!prompt || busy) return;
    setBusy(true);
    host
      .request('choose', { seat: prompt.seat, promptId: prompt.id, optionIds })
      .then((r) => {
        const u = readUpdate(r);
        if (u) onUpdate(u);
      })
      .catch(reportError)
      .finally(() => setBusy(false));
  };

  const onOption = (id: string) => {
    if (!prompt || busy || handoff) return;
    if (!isMultiSelect(prompt)) choose([id]);
    else setSelected((sel) => toggleSelection(prompt, sel, id));
  };
  const onConfirm = () => {
    if (prompt && isSelectionLegal(prompt, selected)) choose(selected);
  };
  const undo = () => {
    if (!update.viewer) return;
    host
      .request('undo', { seat: update.viewer })
      .then((r) => {
        const u = readUpdate(r);
        if (u) onUpdate(u);
      })
      .catch(reportError);
  };
  const leave = (reportFailure: boolean) => {
    host
      .request('leaveMatch', {})
      .then(onExit)
      .catch((err: unknown) => {
        if (reportFailure && (err as { code?: string }).code !== 'no-match') reportError(err);
        else onExit();
      });
  };
  const openRule = (id?: string) => {
    setRuleFocus(id);
    setOverlay('rules');
  };

  // The listener is installed once and reads the latest render through a ref.
  const keyRef = useRef<(e: KeyboardEvent) => void>(() => {});
  keyRef.current = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement | null;
    const typing = !!t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || t.isContentEditable);
    const action = keyAction(e.key, {
      optionCount: handoff || !prompt ? 0 : prompt.options.length,
      multiSelect: !!prompt && isMultiSelect(prompt),
      handoff,
      typing,
      animating,
    });
    if (!action) return;
    if (action.type === 'menu') {
      e.preventDefault();
      setOverlay((o) => (o === null ? 'menu' : o === 'menu' ? null : 'menu'));
      return;
    }
    if (overlay || latestView.result) return;
    e.preventDefault();
    if (action.type === 'handoff') setAccepted(handoffKey);
    else if (action.type === 'skip') timeline.skip();
    else if (action.type === 'confirm') onConfirm();
    else if (prompt) onOption(prompt.options[action.index]!.id);
  };
  useEffect(() => {
    const fn = (e: KeyboardEvent) => keyRef.current(e);
    window.addEventListener('keydown', fn);
    return () => window.removeEventListener('keydown', fn);
  }, []);

  const Board = ui.Board;
  const hoveredTarget = ((t) => (t ? targetKey(t.kind, t.id) : null))(prompt?.options.find((o) => o.id === hoveredOption)?.target);
  const ruleTitle = prompt?.rule ? ui.rules.find((r) => r.id === prompt.rule)?.title : undefined;

  return (
    <div className="game" data-testid="game-screen" data-game={update.gameId}>
      <header className="game-bar">
        <h1 className="game-title">{update.title}</h1>
        <span className="bar-item" data-testid="round">Round {view.round}</span>
        <span className="bar-item" data-testid="turn">
          {animating ? 'Playing out events' : latestView.result ? 'Match over' : deciding ? `${waitingName} to decide` : ''}
        </span>
        <span className="bar-spacer" />
        {update.canUndo && !latestView.result && !animating && (
          <button type="button" onClick={undo} data-testid="undo" title="Take back your last decision">
            Undo
          </button>
        )}
        <button type="button" onClick={() => setOverlay('menu')} data-testid="menu-button" title="Menu (Esc)">
          Menu
        </button>
      </header>
      {update.saveProblem && (
        <div className="save-problem" role="alert" data-testid="save-problem">
          <strong>Not saved.</strong> {update.saveProblem}
        </div>
      )}

      <main className="game-main">
        <section className="board-area">
          <Board
            update={update}
            view={view}
            settings={settings}
            concealed={handoff}
            targets={handoff ? new Map() : targets}
            selected={selected}
            onOption={onOption}
            seatName={seatName}
            beat={timeline.beat}
            hoveredTarget={hoveredTarget}
          />
          {!handoff && (
            <DiceOverlay
              host={host}
              beat={timeline.beat}
              speed={settings.animationSpeed}
              quality={settings.graphicsQuality}
              onSettled={timeline.diceSettled}
              reportError={reportError}
            />
          )}
        </section>
        <aside className="side">
          {watching && (
            <WatchBar host={host} animating={animating} over={!!latestView.result} speed={settings.animationSpeed} reportError={reportError} />
          )}
          {!handoff && <TimelineBar timeline={timeline} speed={settings.animationSpeed} onSpeed={(v) => changeSettings({ animationSpeed: v })} />}
          {!handoff && !latestView.result && !animating && (
            <PromptPanel
              prompt={prompt}
              waitingFor={latestView.waitingFor}
              selected={selected}
              busy={busy}
              waitingName={waitingName}
              onOption={onOption}
              onConfirm={onConfirm}
              onRule={ui.rules.length ? openRule : undefined}
              ruleTitle={ruleTitle}
              onHover={setHoveredOption}
            />
          )}
          <GameLog log={timeline.heldBack ? update.log.slice(0, update.log.length - timeline.heldBack) : update.log} seats={update.seats} />
        </aside>
      </main>

      {handoff && <HandoffOverlay name={seatName(update.viewer)} onAccept={() => setAccepted(handoffKey)} />}
      {latestView.result && !animating && overlay === null && (
        <ResultBanner result={latestView.result} viewer={update.viewer} seatName={seatName} onMenu={() => leave(false)} />
      )}
      {overlay === 'menu' && (
        <InGameMenu
          onResume={() => setOverlay(null)}
          onSaveQuit={() => leave(true)}
          onSettings={() => setOverlay('settings')}
          onRules={() => openRule(undefined)}
          onDiceStats={() => setOverlay('dice')}
        />
      )}
      {overlay === 'dice' && <DiceStatsPanel host={host} gameId={update.gameId} onClose={() => setOverlay('menu')} />}
      {overlay === 'settings' && <SettingsDialog onClose={() => setOverlay('menu')} />}
      {overlay === 'rules' && <RulesDialog gameId={update.gameId} focus={ruleFocus} onClose={() => setOverlay(null)} />}
    </div>
  );
}
