// Minimal types for the parts of autocannon's programmatic API the benchmark uses (no @types package installed).
declare module 'autocannon' {
  export type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    title?: string;
  };

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type Result = {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };

  export type Instance = Promise<Result> & { stop: () => void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
