/**
 * Load: the saves the player made, then the autosaves (the current match and
 * the earlier ones the rotation keeps), each by the line the game describes
 * it with (map or mission, who plays, round, who is ahead), with its game,
 * date and result; unreadable files last, with what is wrong, deletable
 * after a confirm.
 */
import { useCallback, useEffect, useState } from 'react';
import { readAckMatchId, readSaves, readUpdate } from '../api/results';
import type { MatchUpdate, SaveInfo } from '../api/types';
import { useApp } from '../AppContext';
import { Modal } from '../hud/Modal';
import { prefetchBoard } from '../lib/boardPrefetch';

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

type Section = { id: string; title: string; saves: SaveInfo[] };

/** The player's own saves first, then the autosaves, then files that cannot be read. */
export function saveSections(saves: SaveInfo[]): Section[] {
  const sorted = ordered(saves);
  return [
    { id: 'named', title: 'Your saves', saves: sorted.filter((s) => s.ok && !s.autosave) },
    { id: 'auto', title: 'Autosaves', saves: sorted.filter((s) => s.ok && s.autosave) },
    { id: 'bad', title: 'Files that cannot be loaded', saves: sorted.filter((s) => !s.ok) },
  ].filter((sec) => sec.saves.length > 0);
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
  // The newest save is the likeliest pick: its board's code loads while the list is read (a row pointed at loads its own).
  useEffect(() => {
    const newest = ordered(saves ?? []).find((s) => s.ok && s.gameId);
    if (newest?.gameId) prefetchBoard(newest.gameId);
  }, [saves]);

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
      {saveSections(saves ?? []).map((section) => (
      <section key={section.id} className="save-section" data-testid={`saves-${section.id}`}>
      <h3 className="save-section-title">{section.title}</h3>
      <ul className="save-list">
        {section.saves.map((s) => (
          <li
            key={s.file}
            className={`save-row${s.ok ? '' : ' save-bad'}`}
            data-testid="save-row"
            data-file={s.file}
            onPointerEnter={() => s.ok && s.gameId && prefetchBoard(s.gameId)}
            onFocus={() => s.ok && s.gameId && prefetchBoard(s.gameId)}
          >
            <div className="save-info">
              {s.ok ? (
                <>
                  <div className="save-title" data-testid="save-title">
                    {s.name ?? s.title ?? gameTitle(s.gameId)}
                  </div>
                  <div className="muted small">
                    {s.name && s.title ? `${s.title} · ` : s.title?.startsWith(gameTitle(s.gameId)) ? '' : `${gameTitle(s.gameId)} · `}
                    {s.result ? `Over: ${s.result} · ` : s.round && !/round/i.test(s.title ?? '') ? `Round ${s.round} · ` : ''}
                    <span data-testid="save-date">{formatDate(s.savedAt)}</span>
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
      </section>
      ))}
    </Modal>
  );
}
