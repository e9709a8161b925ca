// One autocannon run, summarised the same way everywhere in the bench: requests per second, latency
// percentiles from every response (autocannon's own summary has no p95), and everything that was not a 2xx.
import autocannon from 'autocannon';

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs `options` (autocannon's: url, connections, duration, headers, method, requests...) and answers
 * { title, 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', errors }, plus `ok` (the 2xx count) for rates of one's own and
 * `failures` (the errors by kind).
 */
export function load(title, options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ connections: 10, ...options }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const round = (ms) => Math.round(ms * 10) / 10;
      resolve({
        title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': round(percentile(latencies, 50)),
        'p95 ms': round(percentile(latencies, 95)),
        'p99 ms': round(percentile(latencies, 99)),
        errors: result.non2xx + result.errors + result.timeouts,
        ok: result['2xx'],
        // What the errors were: answers by status (other than 2xx), connection errors, requests timed out.
        failures: { ...Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => [code, count])), errors: result.errors, timeouts: result.timeouts },
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}
