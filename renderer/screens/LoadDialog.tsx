/** Load: every save in the saves folder; unreadable ones listed with what is wrong, deletable after a confirm. */
import { useCallback, useEffect, useState } from 'react';
import { readAckMatchId, readSaves, readUpdate } from '../api/results';
import type { MatchUpdate, SaveInfo } from '../api/types';
import { useApp } from '../AppContext';
import { Modal } from '../hud/Modal';

interface Props {
  onClose(): void;
  onLoaded(matchId: string | null, update: MatchUpdate | null): void;
}

function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

/** Newest first; broken saves after the good ones. */
function ordered(saves: SaveInfo[]): SaveInfo[] {
  return [...saves].sort((a, b) => Number(b.ok) - Number(a.ok) || (b.savedAt ?? '').localeCompare(a.savedAt ?? '') || a.file.localeCompare(b.file));
}

export function LoadDialog({ onClose, onLoaded }: Props) {
  const { host, games, reportError } = useApp();
  const [saves, setSaves] = useState<SaveInfo[] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    host
      .request('listSaves', {})
      .then((r) => setSaves(ordered(readSaves(r))))
      .catch((err: unknown) => {
        setSaves([]);
        reportError(err);
      });
  }, [host, reportError]);
  useEffect(refresh, [refresh]);

  const load = (file: string) => {
    setBusy(true);
    host
      .request('loadSave', { file })
      .then((r) => onLoaded(readAckMatchId(r), readUpdate(r)))
      .catch((err: unknown) => {
        setBusy(false);
        reportError(err);
      });
  };
  const remove = (file: string) => {
    setConfirming(null);
    host.request('deleteSave', { file }).then(refresh).catch(reportError);
  };
  const gameTitle = (id: string | undefined) => games.find((g) => g.id === id)?.title ?? id ?? '';

  return (
    <Modal title="Load game" onClose={onClose} testId="load" wide>
      {saves === null && <p className="muted">Reading saves…</p>}
      {saves?.length === 0 && <p className="muted" data-testid="saves-empty">No saved games yet.</p>}
      <ul className="save-list">
        {saves?.map((s) => (
          <li key={s.file} className={`save-row${s.ok ? '' : ' save-bad'}`} data-testid="save-row" data-file={s.file}>
            <div className="save-info">
              {s.ok ? (
                <>
                  <div className="save-title">
                    {s.title || gameTitle(s.gameId)} {s.autosave && <span className="badge">autosave</span>}
                  </div>
                  <div className="muted small">
                    {s.title?.startsWith(gameTitle(s.gameId)) ? '' : `${gameTitle(s.gameId)} · `}
                    {formatDate(s.savedAt)} · {s.choices ?? 0} choice{s.choices === 1 ? '' : 's'}
                  </div>
                </>
              ) : (
                <>
                  <div className="save-title">{s.file}</div>
                  <div className="error small" data-testid="save-error">
                    {s.error ?? 'This file cannot be read.'}
                  </div>
                </>
              )}
            </div>
            <div className="save-actions">
              {confirming === s.file ? (
                <>
                  <span className="small">Delete?</span>
                  <button type="button" className="danger" onClick={() => remove(s.file)} data-testid="save-delete-confirm">
                    Delete
                  </button>
                  <button type="button" onClick={() => setConfirming(null)} data-testid="save-delete-cancel">
                    Keep
                  </button>
                </>
              ) : (
                <>
                  {s.ok && (
                    <button type="button" className="primary" disabled={busy} onClick={() => load(s.file)} data-testid="save-load">
                      Load
                    </button>
                  )}
                  <button type="button" onClick={() => setConfirming(s.file)} data-testid="save-delete">
                    Delete
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
