// One autocannon run, summarised the same way everywhere in the bench: requests per second, latency
// percentiles from every response (autocannon's own summary has no p95), and every failed request.
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs `options` (autocannon's: url, connections, duration, headers, method, requests...) and answers
 * { title, 'req/s', 'p50 ms', 'p95 ms', 'p97.5 ms', 'p99 ms', errors }, plus `ok` (the 2xx count) for rates of one's
 * own, `seconds` (how long it ran) and `failures` (the errors by kind). An error is an answer of 400 or more, a
 * connection error or a request timed out; a redirect is an answer (a stream from a bucket is one).
 * With `until` (a promise), `duration` is the least it runs: it goes on until `until` has settled.
 */
export function load(title, options, { until } = {}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const started = Date.now();
    const duration = until ? options.duration + 3600 : options.duration;
    const instance = autocannon({ connections: 10, ...options, duration }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const round = (ms) => Math.round(ms * 10) / 10;
      const byStatus = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => Number(code) >= 400);
      const failedAnswers = byStatus.reduce((sum, [, { count }]) => sum + count, 0);
      const seconds = (Date.now() - started) / 1000;
      resolve({
        title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': round(percentile(latencies, 50)),
        'p95 ms': round(percentile(latencies, 95)),
        'p97.5 ms': round(percentile(latencies, 97.5)),
        'p99 ms': round(percentile(latencies, 99)),
        // autocannon counts a request timed out among its errors too.
        errors: failedAnswers + result.errors,
        ok: result['2xx'],
        seconds: Math.round(seconds),
        // What the errors were: answers by status (400 or more), connection errors, requests timed out.
        failures: { ...Object.fromEntries(byStatus.map(([code, { count }]) => [code, count])), errors: result.errors - result.timeouts, timeouts: result.timeouts },
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    if (until) {
      const least = new Promise((resolve) => setTimeout(resolve, options.duration * 1000));
      Promise.allSettled([least, until]).then(() => instance.stop());
    }
  });
}
