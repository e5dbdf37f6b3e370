/**
 * A match in progress: the game's board (picked by game id), the current
 * prompt, the log, undo, the hot-seat handoff, the end screen and the Esc
 * menu, with the inspector (hover or click anything: a piece, a name in the
 * log or a prompt) and the board's legend (L). Keys: useGameKeys.ts.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PromptOption, TableTarget, Tutorial } from '../../core/engine/types';
import type { GameView } from '../../core/engine/view';
import { readUpdate } from '../api/results';
import type { MatchUpdate } from '../api/types';
import { useApp } from '../AppContext';
import { gameUi } from '../games';
import { beatHighlights } from '../games/beatHighlights';
import { targetKey } from '../games/types';
import { DiceOverlay } from '../hud/DiceOverlay';
import { DiceStatsPanel } from '../hud/DiceStatsPanel';
import { EndScreen } from '../hud/EndScreen';
import { ScreenBoundary } from '../hud/ErrorBoundary';
import { GameLog } from '../hud/GameLog';
import { HandoffOverlay } from '../hud/HandoffOverlay';
import { InGameMenu } from '../hud/InGameMenu';
import { PromptPanel } from '../hud/prompt/PromptPanel';
import { layoutOptions, visibleOrder } from '../hud/prompt/promptLayout';
import { SaveDialog } from '../hud/SaveDialog';
import { TimelineBar } from '../hud/TimelineBar';
import { WatchBar } from '../hud/WatchBar';
import { InspectPanel } from '../inspect/InspectPanel';
import { InspectProvider, type InspectSource } from '../inspect/InspectContext';
import { LegendPanel } from '../inspect/LegendPanel';
import { useGameSounds } from '../sound/useSound';
import { useTimeline } from '../timeline/useTimeline';
import { TutorialOverlay } from '../tutorial/TutorialOverlay';
import { PanelDockContext } from '../table/PanelDock';
import { isMultiSelect, isSelectionLegal, toggleSelection } from '../lib/selection';
import { RulesDialog } from './RulesScreen';
import { SettingsDialog } from './SettingsScreen';
import { useBoundInput } from './useBoundInput';
import { useGameKeys } from './useGameKeys';

interface Props {
  update: MatchUpdate;
  /** A guided first game runs over this match. */
  tutorial?: Tutorial;
  /** A newer update came back as a request's result. */
  onUpdate(update: MatchUpdate): void;
  /** The match was left (saved by the host): back to the menu. */
  onExit(): void;
}

type Overlay = null | 'menu' | 'settings' | 'rules' | 'dice' | 'save';

export function GameScreen({ update, tutorial, onUpdate, onExit }: Props) {
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
  // The game's ambient bed, and each beat's sound as the beat comes on the table.
  useGameSounds({ sounds: ui.sounds, beat: timeline.beat, passed: timeline.passed, paused: handoff, speed: settings.animationSpeed, update });
  const prompt = animating ? null : latestView.prompt;
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [overlay, setOverlay] = useState<Overlay>(null);
  // Where Esc goes back to from the rules: the menu when they were opened from it, else the table.
  const [rulesFromMenu, setRulesFromMenu] = useState(false);
  const [ruleFocus, setRuleFocus] = useState<string | undefined>();
  const [legendOpen, setLegendOpen] = useState(false);
  // The side column's panel dock: the board portals its player panels into it (BoardShell).
  const [dock, setDock] = useState<HTMLElement | null>(null);
  const [guide, setGuide] = useState<{ target: TableTarget | null; suggest: string | null }>({ target: null, suggest: null });
  const onGuidePoint = useCallback((target: TableTarget | null, suggest: string | null) => setGuide({ target, suggest }), []);
  // The guided first game runs until the player leaves or finishes it (its card, or the menu).
  const [guideOn, setGuideOn] = useState(true);

  const promptId = prompt?.id;
  const [hoveredOption, setHoveredOption] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [unfolded, setUnfolded] = useState<ReadonlySet<string | null>>(new Set());
  useEffect(() => {
    setSelected([]);
    setHoveredOption(null);
    setFocused(null);
    setUnfolded(new Set());
  }, [promptId]);

  const seatName = (seat: string | null | undefined): string =>
    (seat && update.seats.find((s) => s.id === seat)?.name) || seat || 'nobody';
  // On the table, seats the program plays say so (unless every seat does: a watched match).
  const tableSeatName = (seat: string | null | undefined): string => {
    const ai = !watching && update.seats.find((s) => s.id === seat)?.controller.type === 'ai';
    return ai ? `${seatName(seat)} (AI)` : seatName(seat);
  };
  const deciding = latestView.prompt?.seat ?? latestView.waitingFor?.seat ?? null;
  const decidingSeat = update.seats.find((s) => s.id === deciding);
  const waitingName = `${seatName(deciding)}${decidingSeat?.controller.type === 'ai' ? ' (AI)' : ''}`;

  const targets = useMemo(() => {
    const map = new Map<string, PromptOption>();
    for (const o of prompt?.options ?? []) if (o.target) map.set(targetKey(o.target.kind, o.target.id), o);
    return map;
  }, [prompt]);
  const visible = useMemo(() => (prompt ? visibleOrder(layoutOptions(prompt.options, guide.suggest), unfolded) : []), [prompt, unfolded, guide.suggest]);

  // The inspector reads the table as shown now (a beat's table while one plays).
  const gameView = view.game;
  const inspectSource: InspectSource = useMemo(() => ({
    glossary: ui.glossary,
    resolve: (target: TableTarget) => ui.inspect?.(gameView, target) ?? null,
  }), [ui, gameView]);

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

  const optionNow = (id: string) => {
    if (!prompt || busy || handoff) return;
    if (!isMultiSelect(prompt)) choose([id]);
    else setSelected((sel) => toggleSelection(prompt, sel, id));
  };
  const confirmNow = () => {
    if (prompt && isSelectionLegal(prompt, selected)) choose(selected);
  };
  // Every key and click goes to the question it was meant for, held while events play (useBoundInput.ts).
  const bound = useBoundInput(prompt, !!prompt && !busy && !handoff && overlay === null, (act) =>
    act.type === 'option' ? optionNow(act.id) : confirmNow());
  const onOption = (id: string) => bound.input({ type: 'option', id }, null);
  const onConfirm = () => bound.input({ type: 'confirm' }, null);
  // The cover lifts at once; the host sends the seat's own table (until then the update is a spectator's).
  const takeSeat = () => {
    setAccepted(handoffKey);
    if (!update.viewer) return;
    host
      .request('takeSeat', { seat: update.viewer })
      .then((r) => {
        const u = readUpdate(r);
        if (u) onUpdate(u);
      })
      .catch(reportError);
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
  const again = () => {
    host.request('rematch', {}).catch(reportError);
  };
  const [saving, setSaving] = useState(false);
  const save = (name: string) => {
    setSaving(true);
    host
      .request('saveMatch', { name })
      .then(() => setOverlay(null))
      .catch(reportError)
      .finally(() => setSaving(false));
  };
  const openRule = useCallback((id?: string, fromMenu = false) => {
    setRuleFocus(id);
    setRulesFromMenu(fromMenu);
    setOverlay('rules');
  }, []);

  useGameKeys(
    { prompt, intended: bound.intended, visible, focused, handoff, animating, overlayOpen: overlay !== null, over: !!latestView.result },
    {
      menu: () => setOverlay('menu'),
      closeOverlay: () => setOverlay((o) => (o === 'rules' && rulesFromMenu ? 'menu' : o === 'settings' || o === 'dice' ? 'menu' : null)),
      handoff: takeSeat,
      skip: () => timeline.skip(),
      input: bound.input,
      focus: setFocused,
      legend: () => setLegendOpen((o) => !o),
    },
  );

  const Board = ui.Board;
  const hovered = prompt?.options.find((o) => o.id === (hoveredOption ?? focused));
  const pointed = hovered?.target ?? guide.target;
  const hoveredTarget = pointed ? targetKey(pointed.kind, pointed.id) : null;
  const ruleTitle = prompt?.rule ? ui.rules.find((r) => r.id === prompt.rule)?.title : undefined;
  const segment = typeof timeline.segment?.segment === 'string' ? timeline.segment.segment : null;
  const named = useMemo(() => beatHighlights(timeline.segment), [timeline.segment]);

  return (
    <InspectProvider source={inspectSource}>
    <div className="game" data-testid="game-screen" data-game={update.gameId} data-choices={update.choices}>
      <header className="game-bar" data-tutorial="bar">
        <h1 className="game-title">{update.title}</h1>
        <span className="bar-item" data-testid="round">Round {view.round}</span>
        <span className="bar-item" data-testid="turn">
          {animating ? 'Playing out events' : latestView.result ? 'Match over' : deciding ? `${waitingName} to decide` : ''}
        </span>
        {bound.held && (
          <span className="bar-item held-input" data-testid="held-input" data-prompt-id={bound.held.promptId} title="Counts once the table has played out, if the question is still the same (Space skips the playback)">
            Kept: {bound.held.what}
          </span>
        )}
        <span className="bar-spacer" />
        {update.canUndo && !latestView.result && !animating && (
          <button type="button" onClick={undo} data-testid="undo" title="Take back your last decision">
            Undo
          </button>
        )}
        <button type="button" onClick={() => setLegendOpen((o) => !o)} data-testid="legend-button" data-tutorial="legend" title="What the marks on the board mean (L)">
          Legend
        </button>
        <button type="button" onClick={() => setOverlay('menu')} data-testid="menu-button" data-tutorial="menu" title="Menu (Esc)">
          Menu
        </button>
      </header>
      {update.saveProblem && (
        <div className="save-problem" role="alert" data-testid="save-problem">
          <strong>Not saved.</strong> {update.saveProblem}
        </div>
      )}

      <PanelDockContext.Provider value={dock}>
      <main className="game-main">
        <section className="board-area" data-tutorial="table">
          <ScreenBoundary name="board">
            <Board
              update={update}
              view={view}
              settings={settings}
              concealed={handoff}
              targets={handoff ? new Map() : targets}
              selected={selected}
              onOption={onOption}
              seatName={tableSeatName}
              beat={timeline.beat}
              queue={timeline.queue}
              hoveredTarget={hoveredTarget}
              hoveredPath={hovered?.path ?? null}
              named={named}
            />
          </ScreenBoundary>
          {!handoff && (
            <DiceOverlay
              host={host}
              beat={timeline.beat}
              speed={settings.animationSpeed}
              pips={settings.d6Faces === 'pips'}
              onSettled={timeline.diceSettled}
              reportError={reportError}
            />
          )}
          {bound.note && (
            <div className="input-note" role="status" data-testid="input-note">
              <span>{bound.note}</span>
              <button type="button" className="icon-button" onClick={bound.dismissNote} aria-label="Dismiss">✕</button>
            </div>
          )}
          {!handoff && <InspectPanel onRule={(id) => openRule(id)} question={promptId} />}
          {legendOpen && !handoff && <LegendPanel legend={ui.legend} onClose={() => setLegendOpen(false)} />}
        </section>
        <aside className="side">
          {watching && (
            <WatchBar host={host} animating={animating} over={!!latestView.result} speed={settings.animationSpeed} reportError={reportError} />
          )}
          {!handoff && (
            <TimelineBar timeline={timeline} segment={segment} speed={settings.animationSpeed} onSpeed={(v) => changeSettings({ animationSpeed: v })} />
          )}
          {!handoff && !latestView.result && !animating && (
            <PromptPanel
              // A new question starts at its top: the prompt scrolls inside itself, and a reused box kept the last one's offset.
              key={prompt?.id ?? 'waiting'}
              prompt={prompt}
              waitingFor={latestView.waitingFor}
              selected={selected}
              busy={busy}
              waitingName={waitingName}
              focused={focused}
              unfolded={unfolded}
              onUnfold={(title) => setUnfolded((u) => new Set([...u, title]))}
              onOption={onOption}
              onConfirm={onConfirm}
              onRule={ui.rules.length ? openRule : undefined}
              ruleTitle={ruleTitle}
              onHover={setHoveredOption}
              guideSuggest={guide.suggest}
            />
          )}
          <div className="panel-dock" ref={setDock} data-testid="panel-dock" />
          <GameLog log={timeline.heldBack ? update.log.slice(0, update.log.length - timeline.heldBack) : update.log} seats={update.seats} />
        </aside>
      </main>
      </PanelDockContext.Provider>

      {tutorial && guideOn && (
        <TutorialOverlay tutorial={tutorial} prompt={animating ? null : latestView.prompt} onPoint={onGuidePoint} onLeave={() => setGuideOn(false)} hidden={handoff || overlay !== null} />
      )}
      {handoff && <HandoffOverlay name={seatName(update.viewer)} onAccept={takeSeat} />}
      {latestView.result && !animating && overlay === null && (
        <EndScreen
          result={latestView.result}
          summary={update.summary}
          viewer={update.viewer}
          rounds={latestView.round}
          seatName={seatName}
          onAgain={again}
          onMenu={() => leave(false)}
        />
      )}
      {overlay === 'menu' && (
        <InGameMenu
          onLeaveGuide={tutorial && guideOn ? () => {
            setGuideOn(false);
            setOverlay(null);
          } : undefined}
          onResume={() => setOverlay(null)}
          onSave={() => setOverlay('save')}
          onLegend={() => {
            setLegendOpen(true);
            setOverlay(null);
          }}
          onSaveQuit={() => leave(true)}
          onSettings={() => setOverlay('settings')}
          onRules={() => openRule(undefined, true)}
          onDiceStats={() => setOverlay('dice')}
        />
      )}
      {overlay === 'save' && (
        <SaveDialog suggestion={update.description ?? update.title} busy={saving} onSave={save} onClose={() => setOverlay('menu')} />
      )}
      {overlay === 'dice' && <DiceStatsPanel host={host} gameId={update.gameId} onClose={() => setOverlay('menu')} />}
      {overlay === 'settings' && <SettingsDialog onClose={() => setOverlay('menu')} />}
      {overlay === 'rules' && (
        <RulesDialog gameId={update.gameId} focus={ruleFocus} onClose={() => setOverlay(rulesFromMenu ? 'menu' : null)} />
      )}
    </div>
    </InspectProvider>
  );
}
