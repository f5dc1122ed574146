/** p50, p95 and p99 of latency samples in milliseconds, rounded to hundredths. */
export function summarize(samples: number[]): { count: number; p50: number; p95: number; p99: number } {
  const sorted = [...samples].sort((left, right) => left - right);
  const at = (fraction: number) => {
    if (sorted.length === 0) return 0;
    const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
    return Math.round(value * 100) / 100;
  };
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
