import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGatewayServer } from '@/server/http/gateway';
import { apiRoutes, matchRoute } from './api-routes';

export interface TestApi {
  /** Base URL of the running server, e.g. http://127.0.0.1:54321 */
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A fresh database: a new PGlite folder, or with DATABASE_URL a new database on that PostgreSQL server.
 * Must run before any server module is loaded, since they read the environment once.
 */
async function freshDatabase(): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return async () => {};
  const { Client } = await import('pg');
  const name = `mixtape_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return async () => {
    const drop = new Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
    process.env.DATABASE_URL = adminUrl;
  };
}

export interface StartOptions {
  /** Seed a small catalog (a few mixtapes with short real MP3s). */
  seed?: boolean | Record<string, unknown>;
}

/** Starts the real API route handlers behind a real HTTP server (with the production gateway) on a fresh database. */
export async function startTestApi(options: StartOptions = {}): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-api-'));
  // Every answer is checked against its route's declared reply schema (the ones the site parses with).
  process.env.CHECK_API_REPLIES = '1';
  process.env.DATA_DIR = dataDir;
  const dropDatabase = await freshDatabase();
  const { getDb, closeDb } = await import('@/server/db/client');
  const db = await getDb();
  if (options.seed) {
    const { seedCatalog } = await import('@/server/demo/seed');
    const seedOptions = typeof options.seed === 'object' ? options.seed : {};
    await seedCatalog(db, { mixtapes: 8, artists: 4, djs: 3, minTracks: 2, maxTracks: 3, minSeconds: 3, maxSeconds: 4, ...seedOptions });
  }

  const routes = apiRoutes();
  const modules = new Map<string, unknown>();
  // The production gateway around the routes, so the tests see the transport behaviour `npm start` has.
  const server = createGatewayServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = matchRoute(routes, url.pathname);
    if (!found) {
      // As Next answers a path no page or route serves (/api itself is served by pages/api/index.ts).
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ statusCode: 404, message: 'Not found', error: 'Not Found' }));
      return;
    }
    if (!modules.has(found.route.file)) modules.set(found.route.file, await import(found.route.file));
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length > 1 ? values : values[0];
    }
    // As Next calls a route file: its default export with the query and the path params merged into req.query
    // (every route reads its own body and writes with plain Node calls, so nothing else of Next is needed).
    const { default: handler } = modules.get(found.route.file) as { default: (req: IncomingMessage, res: ServerResponse) => Promise<void> };
    await handler(Object.assign(req, { query: { ...query, ...found.params } }), res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDb();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
