/** The title screen; at first launch it offers each game's guided first game beside the menu. */
import type { MatchUpdate } from '../api/types';
import { FirstGameOffer } from '../tutorial/FirstGameOffer';

interface Props {
  canContinue: boolean;
  continueTitle?: string;
  onContinue(): void;
  onNew(): void;
  /** Absent when no game has a campaign. */
  onCampaign?: () => void;
  onLoad(): void;
  onSettings(): void;
  onRules(): void;
  onDice(): void;
  onQuit(): void;
  /** A guided first game was started from the first-launch offer; absent: no offer. */
  onGuided?: (matchId: string | null, update: MatchUpdate | null, gameId: string) => void;
}

export function MainMenu(p: Props) {
  return (
    <div className="main-menu" data-testid="main-menu">
      <div className="main-menu-row">
        <div className="menu-card">
          <h1 className="logo">
            Apocalypse <span>Tabletop</span>
          </h1>
          <p className="tagline">The end of the world, one turn at a time.</p>
          <nav className="menu-buttons">
            {p.canContinue && (
              <button type="button" className="primary" onClick={p.onContinue} data-testid="menu-continue" title={p.continueTitle}>
                Continue
              </button>
            )}
            <button type="button" className={p.canContinue ? undefined : 'primary'} onClick={p.onNew} data-testid="menu-new">
              New game
            </button>
            {p.onCampaign && (
              <button type="button" onClick={p.onCampaign} data-testid="menu-campaign">
                Campaign
              </button>
            )}
            <button type="button" onClick={p.onLoad} data-testid="menu-load">
              Load
            </button>
            <button type="button" onClick={p.onSettings} data-testid="menu-settings">
              Settings
            </button>
            <button type="button" onClick={p.onRules} data-testid="menu-rules">
              Rules
            </button>
            <button type="button" onClick={p.onDice} data-testid="menu-dice">
              Dice tray
            </button>
            <button type="button" onClick={p.onQuit} data-testid="menu-quit">
              Quit
            </button>
          </nav>
        </div>
        {p.onGuided && !p.canContinue && <FirstGameOffer onStarted={p.onGuided} />}
      </div>
    </div>
  );
}
