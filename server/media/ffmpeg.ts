import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { settings } from '../core/config';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Writable } from 'node:stream';

// ffmpeg and ffprobe come from npm packages that ship the binaries (@ffmpeg-installer/ffmpeg, @ffprobe-installer/
// ffprobe), so `npm install` is all a machine needs. FFMPEG_PATH and FFPROBE_PATH point at other builds instead.

const local = createRequire(path.join(process.cwd(), 'package.json'));
const resolved = new Map<string, string>();
const INSTALLED = {
  ffmpeg: () => local('@ffmpeg-installer/ffmpeg') as { path: string },
  ffprobe: () => local('@ffprobe-installer/ffprobe') as { path: string },
};

/** The path of the ffmpeg or ffprobe this app runs. */
export function mediaToolPath(name: 'ffmpeg' | 'ffprobe'): string {
  let file = resolved.get(name);
  if (file) return file;
  file = (name === 'ffmpeg' ? settings().FFMPEG_PATH : settings().FFPROBE_PATH) ?? INSTALLED[name]().path;
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch {
    // npm may unpack the binary without its execute bit for other users (the package's own postinstall sets it).
    try {
      fs.chmodSync(file, 0o755);
    } catch (error) {
      throw new Error(`${file} cannot be run (${(error as Error).message}): make it executable or set ${name.toUpperCase()}_PATH`);
    }
  }
  resolved.set(name, file);
  return file;
}

/** Audio work runs below the web's priority, so pages and streams stay quick while a long mix is processed. */
const NICENESS = 10;

export interface RunOptions {
  /** Called with each chunk the program writes to its standard output. */
  onStdout?: (chunk: Buffer) => void;
  /** Written to the program's standard input in order, which is then closed (else it reads nothing). */
  input?: Iterable<Uint8Array>;
  signal?: AbortSignal;
}

export interface RunResult {
  code: number;
  /** What the program wrote to its standard error (its log), up to the last 256 KB. */
  stderr: string;
  /** Its standard output, when no onStdout took it. */
  stdout: Buffer;
}

const STDERR_KEEP = 256 * 1024;

/** Writes `chunks` to `stream` one after another, waiting whenever the pipe is full, then ends it. */
async function feed(stream: Writable, chunks: Iterable<Uint8Array>): Promise<void> {
  for (const chunk of chunks) {
    if (stream.destroyed) return;
    if (stream.write(chunk)) continue;
    await new Promise<void>((go) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        go();
      };
      stream.on('drain', done);
      stream.on('close', done);
    });
  }
  stream.end();
}

/** Runs ffmpeg or ffprobe with `args` at a lower priority; resolves with its exit code and log, whatever they are. */
export function runMediaTool(tool: 'ffmpeg' | 'ffprobe', args: string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(mediaToolPath(tool), args, { stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'], signal: options.signal });
    try {
      if (child.pid) os.setPriority(child.pid, NICENESS);
    } catch {
      // Not allowed here (some containers): it runs at normal priority.
    }
    let stderr = '';
    const stdout: Buffer[] = [];
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_KEEP);
    });
    child.stdout!.on('data', (chunk: Buffer) => (options.onStdout ? options.onStdout(chunk) : stdout.push(chunk)));
    if (options.input) {
      // A program that stops reading early (it failed) closes the pipe: its exit code and log tell why, not EPIPE.
      child.stdin!.on('error', () => {});
      feed(child.stdin!, options.input).catch((error: unknown) => {
        // The input itself failed (a generator threw): the program is of no use without the rest of it.
        child.kill();
        reject(error);
      });
    }
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stderr, stdout: Buffer.concat(stdout) }));
  });
}
