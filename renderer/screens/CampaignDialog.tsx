/**
 * The campaign: a game's stages (Planet Apocalypse's maps) in order of
 * challenge, each with its record (attempts, wins, best result, who played);
 * a stage opens when the one before it has been won. "Play" goes on to the
 * New game dialog with the stage's options fixed, so seats and heroes are
 * chosen as in any game.
 */
import { useEffect, useState } from 'react';
import type { CampaignStageInfo as StageStatus } from '../../core/protocol/messages';
import { describeBest } from '../lib/campaignText';
import { useApp } from '../AppContext';
import { Modal } from '../hud/Modal';

export interface CampaignPick {
  gameId: string;
  stage: StageStatus;
}

interface Answer {
  title: string;
  stages: StageStatus[];
  error: string | null;
}

function readAnswer(v: unknown): Answer {
  const o = (v ?? {}) as Partial<Answer>;
  return { title: typeof o.title === 'string' ? o.title : 'Campaign', stages: Array.isArray(o.stages) ? o.stages : [], error: typeof o.error === 'string' ? o.error : null };
}

interface Props {
  onClose(): void;
  onPlay(pick: CampaignPick): void;
}

export function CampaignDialog({ onClose, onPlay }: Props) {
  const { host, games } = useApp();
  const withCampaign = games.filter((g) => g.playable && g.campaign);
  const [gameId, setGameId] = useState(withCampaign[0]?.id ?? '');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!gameId) return;
    let live = true;
    setAnswer(null);
    host
      .request('campaign', { gameId })
      .then((r) => live && setAnswer(readAnswer(r)))
      .catch((err: unknown) => live && setFailure(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
    };
  }, [host, gameId]);

  return (
    <Modal title={answer?.title ?? 'Campaign'} onClose={onClose} testId="campaign" wide>
      {withCampaign.length > 1 && (
        <label className="field">
          <span>Game</span>
          <select value={gameId} onChange={(e) => setGameId(e.target.value)} data-testid="campaign-game">
            {withCampaign.map((g) => <option key={g.id} value={g.id}>{g.title}</option>)}
          </select>
        </label>
      )}
      {withCampaign.length === 0 && <p className="muted">No game here has a campaign yet.</p>}
      <p className="muted small">Win a map to open the next one. Every map can also be played on its own from New game.</p>
      {failure && <p className="error">{failure}</p>}
      {answer?.error && <p className="error" data-testid="campaign-error">{answer.error}</p>}
      {!answer && !failure && withCampaign.length > 0 && <p className="muted">Reading the record…</p>}
      {answer && (
        <ol className="campaign-stages" data-testid="campaign-stages">
          {answer.stages.map((s, i) => {
            const before = answer.stages[i - 1];
            return (
              <li key={s.id} className={s.unlocked ? 'campaign-stage' : 'campaign-stage locked'} data-testid={`campaign-stage-${s.id}`} data-unlocked={s.unlocked}>
                <div className="campaign-stage-head">
                  <strong>{s.name}</strong>
                  {s.record.wins > 0 && <span className="campaign-won" title="Won at least once">won</span>}
                </div>
                <p className="small">{s.text}</p>
                <p className="small muted">
                  {s.record.attempts === 0
                    ? 'Not played yet.'
                    : `${s.record.attempts} attempt${s.record.attempts === 1 ? '' : 's'}, ${s.record.wins} won; best: ${describeBest(s.record.best)}; heroes: ${s.record.players.join(', ')}.`}
                </p>
                {s.unlocked ? (
                  <button type="button" className="primary" onClick={() => onPlay({ gameId, stage: s })} data-testid={`campaign-play-${s.id}`}>
                    Play {s.name}
                  </button>
                ) : (
                  <p className="small muted campaign-lock">Locked: opens when {before?.name ?? 'the map before'} has been won.</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}
