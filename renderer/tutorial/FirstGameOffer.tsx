/**
 * The main menu's offer at first launch: "New here? Play a guided first
 * game", with every game that has one. First launch is what the host knows:
 * no save on disk, no game ever played or picked (settings.lastGame), and
 * the offer not put away before (settings.guideOfferDismissed, remembered by
 * "No thanks"). It asks the host itself once, so a returning player never
 * sees it flash up before the settings arrive.
 */
import { useEffect, useState } from 'react';
import { readAckMatchId, readSaves, readSettings, readUpdate } from '../api/results';
import type { MatchUpdate } from '../api/types';
import { useApp } from '../AppContext';
import { gameUi } from '../games';
import './tutorial.css';

interface Props {
  /** The guided match started (as New game's "Play the guided first game" does). */
  onStarted(matchId: string | null, update: MatchUpdate | null, tutorialOf: string): void;
}

export function FirstGameOffer({ onStarted }: Props) {
  const { host, games, changeSettings, reportError } = useApp();
  const [firstLaunch, setFirstLaunch] = useState(false);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([host.request('getSettings', {}), host.request('listSaves', {})])
      .then(([s, saves]) => {
        const settings = readSettings(s);
        if (live && settings && !settings.guideOfferDismissed && settings.lastGame === '' && readSaves(saves).length === 0) setFirstLaunch(true);
      })
      .catch(() => {
        /* no offer then: the New game dialog still has each guided game */
      });
    return () => {
      live = false;
    };
  }, [host]);

  const guided = games.filter((g) => g.playable && gameUi(g.id).tutorial);
  if (!firstLaunch || guided.length === 0) return null;

  const start = (gameId: string) => {
    const tutorial = gameUi(gameId).tutorial;
    if (!tutorial || starting) return;
    setStarting(true);
    host
      .request('newGame', { gameId, options: tutorial.options, controllers: tutorial.seats, seed: tutorial.seed })
      .then((r) => onStarted(readAckMatchId(r), readUpdate(r), gameId))
      .catch((err: unknown) => {
        setStarting(false);
        reportError(err);
      });
  };
  const dismiss = () => {
    setFirstLaunch(false);
    changeSettings({ guideOfferDismissed: true });
  };

  return (
    <section className="first-game-offer" data-testid="first-game-offer" aria-label="Guided first games">
      <h2>New here? Play a guided first game</h2>
      <p className="muted small">A short match from a fixed start, with a guide that points at each part of the screen as it comes up. You can leave it at any time.</p>
      <ul>
        {guided.map((g) => (
          <li key={g.id}>
            <button type="button" onClick={() => start(g.id)} disabled={starting} data-testid={`first-guide-${g.id}`}>
              <strong>{g.title}</strong>
              <span className="muted small">{gameUi(g.id).tutorial!.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={dismiss} data-testid="first-guide-dismiss">
        No thanks, don't show this again
      </button>
    </section>
  );
}
