/**
 * Status badges shown over a figure: a small round icon with a letter, in a
 * colour per status, so "on fire" reads as an orange F and not only as orange.
 * Games pass their own statuses; unknown kinds get a neutral badge with the
 * first letter of the kind.
 */
export interface BadgeSpec {
  /** The status kind, e.g. 'fire', 'stun', 'pestilence'. */
  kind: string;
  /** A number to print beside the letter (stacks of a status), when it has one. */
  value?: number;
}

export interface BadgeLook {
  letter: string;
  background: string;
  colour: string;
  /** Said by the hover text. */
  name: string;
}

export const BADGES: Record<string, BadgeLook> = {
  fire: { letter: 'F', background: '#ff7a1a', colour: '#1a0d00', name: 'On fire' },
  stun: { letter: 'S', background: '#ffe14d', colour: '#1a1600', name: 'Stunned' },
  pestilence: { letter: 'P', background: '#7bc043', colour: '#0d1a00', name: 'Pestilence' },
  poison: { letter: 'T', background: '#9b59d0', colour: '#ffffff', name: 'Poisoned' },
  bleed: { letter: 'B', background: '#c0392b', colour: '#ffffff', name: 'Bleeding' },
  shield: { letter: 'D', background: '#5dade2', colour: '#00121f', name: 'Shielded' },
  frozen: { letter: 'Z', background: '#d6f0ff', colour: '#0b2233', name: 'Frozen' },
  marked: { letter: 'M', background: '#f5f5f5', colour: '#111111', name: 'Marked' },
  activated: { letter: '✓', background: '#555a60', colour: '#ffffff', name: 'Has acted' },
};

export function badgeLook(kind: string): BadgeLook {
  return BADGES[kind] ?? { letter: (kind[0] ?? '?').toUpperCase(), background: '#8a8f98', colour: '#ffffff', name: kind };
}

export function badgeText(b: BadgeSpec): string {
  const look = badgeLook(b.kind);
  return b.value !== undefined && b.value > 1 ? `${look.letter}${b.value}` : look.letter;
}

/** Horizontal offsets for `n` badges of width `size` in a row centred over the figure. */
export function badgeRow(n: number, size: number, gap = 0.02): number[] {
  const step = size + gap;
  return Array.from({ length: n }, (_, i) => (i - (n - 1) / 2) * step);
}
