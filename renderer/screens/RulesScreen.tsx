/** The rules reference, in our own words, with a search box. */
import { useEffect, useRef, useState } from 'react';
import { rulebooks } from '../games';
import { Modal } from '../hud/Modal';
import { searchRules } from '../lib/rulesSearch';

interface Props {
  /** Opens this game's rules when it has some. */
  gameId?: string;
  /** Entry to scroll to and highlight. */
  focus?: string;
  onClose(): void;
}

export function RulesDialog({ gameId, focus, onClose }: Props) {
  const books = rulebooks();
  const [bookId, setBookId] = useState(() => books.find((b) => b.gameId === gameId)?.gameId ?? books[0]?.gameId ?? '');
  const [query, setQuery] = useState('');
  const book = books.find((b) => b.gameId === bookId);
  const entries = book ? searchRules(book.rules, query) : [];
  const focusRef = useRef<HTMLElement>(null);
  // Braces matter: scrollIntoView returns a Promise in current Chromium, and an effect's return value is its cleanup.
  useEffect(() => {
    focusRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <Modal title="Rules reference" onClose={onClose} testId="rules" wide>
      <div className="rules-tools">
        {books.length > 1 && (
          <select value={bookId} onChange={(e) => setBookId(e.target.value)} aria-label="Game" data-testid="rules-game">
            {books.map((b) => (
              <option key={b.gameId} value={b.gameId}>
                {b.title}
              </option>
            ))}
          </select>
        )}
        <input
          type="search"
          placeholder="Search the rules…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-label="Search the rules"
          data-testid="rules-search"
          autoFocus
        />
      </div>
      {book && books.length === 1 && <h3 className="rules-book">{book.title}</h3>}
      <div className="rules-list">
        {entries.length === 0 && <p className="muted">{book ? 'No rule matches that search.' : 'No rules reference yet.'}</p>}
        {entries.map((e) => (
          <article
            key={e.id}
            className={`rule${e.id === focus ? ' rule-focus' : ''}`}
            ref={e.id === focus ? focusRef : undefined}
            data-testid={`rule-${e.id}`}
          >
            <h4>{e.title}</h4>
            <p>{e.text}</p>
          </article>
        ))}
      </div>
    </Modal>
  );
}
