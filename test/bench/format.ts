/** The benchmark results as a plain-text table for people. */
import type { BenchResult, ComparisonResult } from './types';

function pad(cells: string[][]): string[] {
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  // Numbers right-aligned, text left-aligned: the first and last columns are text.
  return cells.map((row) =>
    row.map((cell, i) => (i === 0 || i === row.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd(),
  );
}

export function formatResults(results: BenchResult[], comparisons: ComparisonResult[], header: string): string {
  const units = [...new Set(results.map((r) => r.unit))];
  // One unit for all rows (the usual case) goes in the header; otherwise each row names its own.
  const single = units.length === 1 ? units[0]! : null;
  const rows = [
    ['benchmark', single ? `${single}s/s` : 'units/s', single ? `µs/${single}` : 'µs/unit', 'calls/s', '±%', 'samples', 'notes'],
    ...results.map((r) => [
      r.name,
      single ? r.unitsPerSecond.toLocaleString('en-US') : `${r.unitsPerSecond.toLocaleString('en-US')} ${r.unit}s`,
      r.microsPerUnit.toFixed(2),
      r.callsPerSecond.toFixed(1),
      r.rme.toFixed(1),
      String(r.samples),
      r.notes,
    ]),
  ];
  const lines = [header, '', ...pad(rows), ''];
  // A ratio needs both of its entries; with --only, some are left out.
  for (const c of comparisons) if (c.ratio !== null) lines.push(`${c.name}: ${c.ratio}x`);
  return lines.join('\n');
}
