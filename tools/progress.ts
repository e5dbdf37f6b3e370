/**
 * A progress line for long runs. On a terminal it redraws one line with a
 * carriage return (at most ten times a second, so drawing never costs more
 * than the games); into a file or pipe it writes a plain line every 10%.
 */
export interface ProgressSink {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface Progress {
  update(done: number, total: number): void;
  /** Clears the terminal line (or ends the last plain line). */
  finish(): void;
}

const WIDTH = 30;
const REDRAW_MS = 100;

export function progressBar(sink: ProgressSink, label: string, now: () => number = () => performance.now()): Progress {
  const tty = sink.isTTY === true;
  let lastDraw = -Infinity;
  let lastTenth = -1;
  let drawn = false;
  return {
    update(done, total) {
      const frac = total > 0 ? done / total : 1;
      if (tty) {
        const t = now();
        if (t - lastDraw < REDRAW_MS && done < total) return;
        lastDraw = t;
        const full = Math.round(frac * WIDTH);
        sink.write(`\r${label} [${'#'.repeat(full)}${'.'.repeat(WIDTH - full)}] ${done}/${total}`);
        drawn = true;
      } else {
        const tenth = Math.floor(frac * 10);
        if (tenth === lastTenth) return;
        lastTenth = tenth;
        sink.write(`${label}: ${done}/${total} (${tenth * 10}%)\n`);
      }
    },
    finish() {
      // ANSI "erase line": the summary should not sit next to a stale bar.
      if (tty && drawn) sink.write('\r\x1b[2K');
    },
  };
}
