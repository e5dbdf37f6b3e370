/** A labelled number or word in a game's stat row (round, phase, counters). */
export function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="stat" data-testid={testId}>
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
    </div>
  );
}
