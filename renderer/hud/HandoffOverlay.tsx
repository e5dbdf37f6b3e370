/** Hot-seat handoff: covers the table until the next player says they have the seat. */
export function HandoffOverlay({ name, onAccept }: { name: string; onAccept(): void }) {
  return (
    <div className="handoff" role="dialog" aria-label={`Pass to ${name}`} data-testid="handoff">
      <div className="handoff-box">
        <p className="muted">Hot seat</p>
        <h2>Pass to {name}</h2>
        <p className="muted small">Hands stay hidden until {name} takes the seat.</p>
        <button type="button" className="primary big" onClick={onAccept} data-testid="handoff-accept" autoFocus>
          I am {name}
        </button>
      </div>
    </div>
  );
}
