import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A private PostgreSQL server from Debian's packages (apt-get install postgresql), started and stopped by the
// cluster's scripts, as .ci/run starts one: a throwaway cluster in a folder of its own, trusting local connections,
// reachable on 127.0.0.1 only.

export interface Postgres {
  /** A superuser's URL, to the `postgres` database. */
  url: string;
  stop: () => Promise<void>;
}

/** The newest PostgreSQL of /usr/lib/postgresql/<version>/bin, with the installation command when there is none. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return path.join(root, versions.sort((a, b) => Number(a) - Number(b)).at(-1)!, 'bin');
}

/**
 * Starts a fresh PostgreSQL server on `port`, in a temporary folder of its own (removed when it stops). Run by root,
 * it runs as the postgres user, who must reach that folder: so not inside another private one.
 */
export async function startPostgres(port: number): Promise<Postgres> {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-cluster-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root.
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  // Room for every instance's pool and the load's own connections.
  run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A new, empty database on the server `adminUrl` reaches: its URL, and how to drop it (closing whoever is still on it). */
export async function scratchDatabase(adminUrl: string, prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const asAdmin = async (statement: string) => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
