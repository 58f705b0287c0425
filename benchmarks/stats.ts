/** Percentiles by nearest rank over raw samples (milliseconds in, milliseconds out, 2 decimals). */
export type Summary = { n: number; min: number; mean: number; p50: number; p95: number; p99: number; max: number };

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const n = sorted.length;
  const at = (p: number) => (n ? sorted[Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1))] : 0);
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    n,
    min: r(n ? sorted[0] : 0),
    mean: r(n ? sorted.reduce((s, x) => s + x, 0) / n : 0),
    p50: r(at(50)),
    p95: r(at(95)),
    p99: r(at(99)),
    max: r(n ? sorted[n - 1] : 0),
  };
}
