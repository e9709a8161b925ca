// Small helpers for the command-line scripts: run a child process and fail loudly.
import { spawn } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export const NEXT_BIN = 'node_modules/next/dist/bin/next';

// This machine reaches no telemetry endpoint, and a product server should not phone home unasked.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
