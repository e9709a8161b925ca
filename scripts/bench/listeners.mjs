// Listeners, as opposed to autocannon's connections that ask again the moment an answer arrives: each listener asks
// for one thing at a time over a kept connection and waits a while between requests (drawn from an exponential
// distribution around `thinkMs`, so they do not move in step). A thousand listeners waiting 2 s offer the server 500
// requests a second however slow it gets, and the latencies say how it holds that up; a closed loop of as many
// connections only finds the server's ceiling (its latency is the connections ÷ the rate, by Little's law). The
// figures are those of http-load.mjs.
import http from 'node:http';
import { percentile } from './http-load.mjs';

/** A wait around `mean` ms: exponential, as the gaps between independent listeners' requests are. */
const thinkTime = (mean) => -Math.log(1 - Math.random()) * mean;

/**
 * `listeners` listeners on `base` for at least `duration` seconds (with `until`, until it has settled too), each
 * asking for `next()` ({ path, method?, headers?, body?, keepBody? }) every `thinkMs` on average.
 * `onResponse(status, body, request)` sees each answer (its body empty unless the request had `keepBody`). A request
 * fails on an answer of 400 or more, a connection error, or no answer within `timeout` seconds.
 */
export async function listenerLoad(title, base, { listeners, duration, thinkMs, next, onResponse = () => {}, timeout = 10, until }) {
  const origin = new URL(base);
  // Kept connections, as many as there are listeners.
  const agent = new http.Agent({ keepAlive: true, maxSockets: listeners });
  const latencies = [];
  const failures = { errors: 0, timeouts: 0 };
  let ok = 0;
  let stopping = false;
  let stop;
  const stopped = new Promise((resolve) => (stop = resolve));
  /** A wait that ends early when the load stops. */
  const sleep = (ms) => Promise.race([new Promise((resolve) => setTimeout(resolve, ms).unref()), stopped]);
  const started = Date.now();

  const ask = (request, retry = true) =>
    new Promise((resolve) => {
      const sent = performance.now();
      const req = http.request(
        { host: origin.hostname, port: origin.port, path: request.path, method: request.method ?? 'GET', headers: request.headers, agent, timeout: timeout * 1000 },
        (res) => {
          // Bodies are read and dropped, but for the requests that ask for theirs (`keepBody`).
          const chunks = [];
          res.on('data', (chunk) => request.keepBody && chunks.push(chunk));
          res.on('end', () => {
            latencies.push(performance.now() - sent);
            if (res.statusCode >= 400) failures[res.statusCode] = (failures[res.statusCode] ?? 0) + 1;
            else ok++;
            onResponse(res.statusCode, Buffer.concat(chunks).toString(), request);
            resolve();
          });
          res.on('error', () => {
            failures.errors++;
            resolve();
          });
        },
      );
      req.on('timeout', () => {
        failures.timeouts++;
        req.destroy(new Error('timed out'));
      });
      req.on('error', (error) => {
        // A kept connection the server closed as it went idle, just as the request went out on it: sent again on a
        // new one, as browsers do (Node's documented pattern), once.
        if (retry && req.reusedSocket && error.code === 'ECONNRESET') return resolve(ask(request, false));
        if (error.message !== 'timed out') failures.errors++;
        resolve();
      });
      req.end(request.body);
    });

  const listener = async () => {
    // Joining at a random moment of the first gap, not all at once.
    await sleep(Math.random() * thinkMs);
    while (!stopping) {
      await ask(next());
      await sleep(thinkTime(thinkMs));
    }
  };
  const running = Array.from({ length: listeners }, listener);
  await Promise.allSettled([new Promise((resolve) => setTimeout(resolve, duration * 1000)), until]);
  stopping = true;
  stop();
  const ended = Date.now();
  await Promise.all(running);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  // The rate over the load's time, not the last answers' after it.
  const seconds = (ended - started) / 1000;
  const round = (ms) => Math.round(ms * 10) / 10;
  const failed = Object.values(failures).reduce((sum, n) => sum + n, 0);
  return {
    title,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': round(percentile(latencies, 50)),
    'p95 ms': round(percentile(latencies, 95)),
    'p97.5 ms': round(percentile(latencies, 97.5)),
    'p99 ms': round(percentile(latencies, 99)),
    errors: failed,
    ok,
    seconds: Math.round(seconds),
    failures,
  };
}
