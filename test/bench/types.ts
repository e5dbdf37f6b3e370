/**
 * The shape of a benchmark entry. `npm run bench` runs a list of these
 * (entries.ts); a later issue adds a measure by writing an entry and listing
 * it there, and a comparison by naming two entries' ids.
 */

export interface PreparedBench {
  /** The timed function. Each call must do the same work, so that units per call is a constant. */
  fn: () => void;
  /** How many units of work (decisions, games, frames ...) one call of fn does. */
  unitsPerCall: number;
  /** A short line of facts for the table: games per call, outcome mix ... (shows that ports play alike). */
  notes?: string;
}

export interface BenchEntry {
  /** Stable id, used by comparisons, --only and the JSON output. */
  id: string;
  /** What the table shows. */
  name: string;
  /** The unit of work, singular ("decision"). */
  unit: string;
  /**
   * Builds the timed function, untimed. It should run fn once itself to count
   * the units per call and to fail loudly here rather than in the middle of timing.
   */
  prepare(): PreparedBench;
}

/** A ratio of two entries' units per second, both measured in the same run. */
export interface Comparison {
  id: string;
  name: string;
  numerator: string;
  denominator: string;
}

export interface BenchResult {
  id: string;
  name: string;
  unit: string;
  unitsPerSecond: number;
  /** Microseconds per unit of work. */
  microsPerUnit: number;
  callsPerSecond: number;
  samples: number;
  /** Relative margin of error of the mean call time, in percent. */
  rme: number;
  notes: string;
}

export interface ComparisonResult extends Comparison {
  /** numerator / denominator units per second; null when either entry was not run. */
  ratio: number | null;
}

export interface MeasureResult {
  id: string;
  name: string;
  /** Null when the measure could not run here; `notes` says why. */
  value: number | null;
  unit: string;
  /** The value must not exceed this. */
  max?: number;
  notes: string;
  /** The measured cells as data, for --json readers (board-fill's per game and window figures). */
  details?: unknown;
}

export interface Measure {
  id: string;
  name: string;
  run(): Promise<MeasureResult>;
}
