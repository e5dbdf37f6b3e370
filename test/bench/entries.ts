/**
 * Every benchmark `npm run bench` knows, in table order, and the ratios it
 * reports. Add a measure by appending an entry (see types.ts); add a ratio by
 * naming two entry ids.
 */
import { bgioEntries } from './bgioEntries';
import { diceEntries } from './diceEntries';
import { kernelEntries } from './kernelEntries';
import type { BenchEntry, Comparison } from './types';

export const BENCHMARKS: BenchEntry[] = [...kernelEntries, ...bgioEntries, ...diceEntries];

export const COMPARISONS: Comparison[] = [
  // DESIGN.md "Lessons": aim the kernel far above boardgame.io. The reducer is the fair opponent (engine alone).
  { id: 'kernel-vs-bgio-reducer', name: 'kernel in place / boardgame.io reducer', numerator: 'kernel-inplace', denominator: 'bgio-reducer' },
  { id: 'kernel-vs-bgio-client', name: 'kernel in place / boardgame.io Client', numerator: 'kernel-inplace', denominator: 'bgio-client' },
  { id: 'host-vs-bgio-client', name: 'kernel host mode / boardgame.io Client', numerator: 'kernel-host', denominator: 'bgio-client' },
  { id: 'inplace-vs-cow', name: 'kernel in place / copy-on-write', numerator: 'kernel-inplace', denominator: 'kernel-cow' },
];
