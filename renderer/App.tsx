/**
 * The renderer's top level: talks to the host, keeps the latest match update,
 * and switches between the main menu (with its dialogs) and the game screen.
 */
import { carryUnshown, mergeLog } from './api/logMerge';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { DEFAULT_SETTINGS, readGames, readSettings, readSettingsError, readUpdate } from './api/results';
import { HostError, type ConnectionState, type GameInfo, type HostApi, type MatchUpdate, type Settings } from './api/types';
import { AppContext, type AppContextValue } from './AppContext';
import { gameUi } from './games';
import { prefetchTable } from './lib/boardPrefetch';
import { bootMark } from './lib/bootMarks';
import { ScreenBoundary } from './hud/ErrorBoundary';
import { Toast } from './hud/Toast';
import { DiceLab } from './screens/DiceLab';
import { GameScreen } from './screens/GameScreen';
import { LoadDialog } from './screens/LoadDialog';
import { MainMenu } from './screens/MainMenu';
import { NewGameDialog } from './screens/NewGameDialog';
import { CampaignDialog, type CampaignPick } from './screens/CampaignDialog';
import { RulesDialog } from './screens/RulesScreen';
import { SettingsDialog } from './screens/SettingsScreen';
import { useSoundSystem } from './sound/useSound';

type Dialog = null | 'new' | 'load' | 'settings' | 'rules' | 'campaign';

const ANIMATION_MS: Record<Settings['animationSpeed'], number> = { '1x': 300, '2x': 150, '4x': 75, instant: 0, fast: 75 };

export function App({ host }: { host: HostApi }) {
  const [games, setGames] = useState<GameInfo[]>([]);
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [update, setUpdateState] = useState<MatchUpdate | null>(null);
  const latest = useRef<MatchUpdate | null>(null);
  /** The update the screen last rendered; `latest` differs from it while React has not caught up. */
  const shown = useRef<MatchUpdate | null>(null);
  const resync = useRef<() => void>(() => {});
  const setUpdate = useCallback((u: MatchUpdate | null) => {
    // Updates carry only new log lines: join them to the log the screen holds.
    const merged = u ? mergeLog(latest.current, u) : null;
    if (merged === 'resync') {
      resync.current();
      return;
    }
    // An update React has not shown yet hands its events on, so no blow or throw goes unseen.
    const next = merged && latest.current !== shown.current ? carryUnshown(latest.current, merged) : merged;
    latest.current = next;
    setUpdateState(next);
  }, []);
  useLayoutEffect(() => {
    shown.current = update;
  }, [update]);
  const [inGame, setInGame] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The campaign stage the New game dialog is starting, if it was opened from the campaign.
  const [campaignPick, setCampaignPick] = useState<CampaignPick | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [connection, setConnection] = useState<ConnectionState>(host.mode === 'electron' ? 'open' : 'connecting');
  const [quit, setQuit] = useState(false);
  const [diceLab, setDiceLab] = useState(false);
  /** The game whose guided first game is running (the match started from "Play the guided first game"). */
  const [guided, setGuided] = useState<string | null>(null);

  const reportError = useCallback((err: unknown) => {
    console.error(err);
    // A lost connection has its own banner; a toast for every request it cut off would only repeat it.
    if (err instanceof HostError && err.code === 'disconnected') return;
    setToast(err instanceof Error ? err.message : String(err));
  }, []);

  const refreshCurrent = useCallback(() => {
    host
      .request('current', {})
      .then((r) => setUpdate(readUpdate(r)))
      .catch(reportError);
  }, [host, reportError, setUpdate]);
  resync.current = refreshCurrent;

  // Greeting, settings and any match the host still holds (after a reload or a reconnect).
  const greet = useCallback(() => {
    host
      .request('hello', {})
      .then((r) => {
        setGames(readGames(r));
        const s = readSettings(r);
        if (s) setSettings(s);
      })
      .catch(reportError);
    host
      .request('getSettings', {})
      .then((r) => {
        const s = readSettings(r);
        if (s) setSettings(s);
        const problem = readSettingsError(r);
        if (problem) reportError(new Error(problem));
      })
      .catch(reportError);
    refreshCurrent();
  }, [host, reportError, refreshCurrent]);

  // The table's code (three.js, the canvas, the dice) loads while the menu shows: every board draws on it.
  useEffect(() => {
    if (!inGame) prefetchTable();
  }, [inGame]);

  useEffect(() => {
    greet();
    const offUpdate = host.onUpdate((u) => {
      setUpdate(u);
      if (u === null) setInGame(false);
    });
    let wasLost = false;
    const offConn = host.onConnection((state) => {
      setConnection(state);
      if (state === 'lost') wasLost = true;
      if (state === 'open' && wasLost) {
        wasLost = false;
        greet();
      }
    });
    return () => {
      offUpdate();
      offConn();
    };
  }, [host, greet, setUpdate]);

  useEffect(() => {
    document.documentElement.classList.toggle('colour-blind', settings.colourBlindPalette);
  }, [settings.colourBlindPalette]);

  // The volumes and mute into the mixer; audio unlocks at the first gesture; buttons click.
  useSoundSystem(settings);

  // Always send the whole settings object: the protocol's partial schema fills absent keys with
  // their defaults (zod 4), so a patch alone would reset the other settings.
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const changeSettings = useCallback(
    (patch: Partial<Settings>) => {
      const next = { ...settingsRef.current, ...patch };
      settingsRef.current = next;
      setSettings(next);
      host
        .request('setSettings', { settings: next })
        .then((r) => {
          const problem = readSettingsError(r);
          if (problem) reportError(new Error(problem));
        })
        .catch(reportError);
    },
    [host, reportError],
  );

  // The main menu's Rules opens the game last played or chosen.
  const playing = update?.gameId;
  useEffect(() => {
    if (playing && playing !== settingsRef.current.lastGame) changeSettings({ lastGame: playing });
  }, [playing, changeSettings]);

  const ctx: AppContextValue = useMemo(
    () => ({ host, games, settings, changeSettings, reportError }),
    [host, games, settings, changeSettings, reportError],
  );

  // The host pushes the new match's update before it answers; fetch it only if it has not arrived.
  const enterGame = (matchId: string | null, u: MatchUpdate | null, tutorialOf?: string) => {
    bootMark('host answered');
    setGuided(tutorialOf ?? null);
    if (u) setUpdate(u);
    else if (!latest.current || latest.current.matchId !== matchId) refreshCurrent();
    setDialog(null);
    setInGame(true);
  };

  const doQuit = () => {
    host.request('quit', {}).catch(() => {
      /* the host may close before it answers */
    });
    if (host.mode === 'browser') setQuit(true);
  };

  // Esc closes a menu dialog (the game screen handles its own keys).
  useEffect(() => {
    if (inGame || diceLab) return;
    const fn = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDialog(null);
    };
    window.addEventListener('keydown', fn);
    return () => window.removeEventListener('keydown', fn);
  }, [inGame, diceLab]);

  const style = { '--anim-ms': `${ANIMATION_MS[settings.animationSpeed]}ms` } as CSSProperties;

  return (
    <AppContext.Provider value={ctx}>
      <div className="app" style={style}>
        {quit ? (
          <div className="main-menu" data-testid="quit-message">
            <div className="menu-card">
              <h1 className="logo">
                Apocalypse <span>Tabletop</span>
              </h1>
              <p>The game host has stopped. You can close this tab.</p>
            </div>
          </div>
        ) : inGame && update ? (
          <ScreenBoundary name="game screen" onMenu={() => setInGame(false)}>
            <GameScreen
              update={update}
              tutorial={guided === update.gameId ? gameUi(update.gameId).tutorial : undefined}
              onUpdate={setUpdate}
              onExit={() => {
                setInGame(false);
                setGuided(null);
                setUpdate(null);
              }}
            />
          </ScreenBoundary>
        ) : diceLab ? (
          <ScreenBoundary name="dice tray" onMenu={() => setDiceLab(false)}>
            <DiceLab onBack={() => setDiceLab(false)} />
          </ScreenBoundary>
        ) : inGame ? (
          <div className="main-menu">
            <p className="muted">Setting up the table…</p>
          </div>
        ) : (
          <ScreenBoundary name="menu">
            <MainMenu
              canContinue={update !== null}
              continueTitle={update?.title}
              onContinue={() => setInGame(true)}
              onNew={() => {
                setCampaignPick(null);
                setDialog('new');
              }}
              {...(games.some((g) => g.playable && g.campaign) ? { onCampaign: () => setDialog('campaign') } : {})}
              onLoad={() => setDialog('load')}
              onSettings={() => setDialog('settings')}
              onRules={() => setDialog('rules')}
              onDice={() => setDiceLab(true)}
              onQuit={doQuit}
              onGuided={enterGame}
            />
            {dialog === 'new' && (
              <NewGameDialog
                onClose={() => setDialog(campaignPick ? 'campaign' : null)}
                onStarted={enterGame}
                {...(campaignPick ? { preset: { gameId: campaignPick.gameId, options: campaignPick.stage.options, title: `Campaign: ${campaignPick.stage.name}` } } : {})}
              />
            )}
            {dialog === 'campaign' && (
              <CampaignDialog
                onClose={() => setDialog(null)}
                onPlay={(pick) => {
                  setCampaignPick(pick);
                  setDialog('new');
                }}
              />
            )}
            {dialog === 'load' && <LoadDialog onClose={() => setDialog(null)} onLoaded={enterGame} />}
            {dialog === 'settings' && <SettingsDialog onClose={() => setDialog(null)} />}
            {dialog === 'rules' && <RulesDialog gameId={settings.lastGame || update?.gameId} onClose={() => setDialog(null)} />}
          </ScreenBoundary>
        )}
        {connection === 'lost' && !quit && (
          <div className="connection-lost" role="status" data-testid="connection-lost">
            Lost the connection to the game host — reconnecting…
          </div>
        )}
        {toast && <Toast message={toast} onDismiss={() => setToast(null)} />}
      </div>
    </AppContext.Provider>
  );
}
