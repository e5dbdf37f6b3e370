/** Errors a player or a caller can cause, with a code the host can report. */
export type ChoiceErrorCode = 'over' | 'stale' | 'wrong-seat' | 'illegal' | 'no-prompt';

export class ChoiceError extends Error {
  readonly code: ChoiceErrorCode;
  constructor(code: ChoiceErrorCode, message: string) {
    super(message);
    this.name = 'ChoiceError';
    this.code = code;
  }
}

/** A bug in a game's rules code (no handler, empty stack, a malformed prompt). */
export class RulesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesError';
  }
}
