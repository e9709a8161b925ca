// What this machine can do without the app, measured in the same run: a bare Node server answering fixed bytes
// from memory (the API's ceiling), and a static file server over the media folder (the streams' ceiling):
// nginx when it is installed, else a bare Node file server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const listen = (server, port) => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

/** A plain http server answering each path of `bodies` with its bytes. Returns a stop function. */
export async function bareJsonServer(port, bodies) {
  const server = http.createServer((req, res) => {
    const body = bodies[req.url] ?? '{}';
    res.setHeader('Content-Type', 'application/json');
    res.end(body);
  });
  await listen(server, port);
  return { name: 'bare node http', stop: () => new Promise((resolve) => server.close(resolve)) };
}

const hasNginx = () => spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0;

async function nginx(port, root) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    // Run by root, nginx's worker would drop to nobody, who cannot read the bench's private data folder.
    `${process.getuid?.() === 0 ? 'user root;' : ''}worker_processes 1; daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on;
  client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix}; uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
  server { listen 127.0.0.1:${port}; root ${root}; }
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', conf], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    name: `nginx, 1 worker, sendfile`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function nodeFileServer(port, root) {
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(req.url.split('?')[0]));
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return res.writeHead(404).end();
      const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      const start = match ? Number(match[1]) : 0;
      const end = match && match[2] ? Math.min(Number(match[2]), stat.size - 1) : stat.size - 1;
      res.writeHead(match ? 206 : 200, {
        'Content-Length': end - start + 1,
        'Accept-Ranges': 'bytes',
        ...(match ? { 'Content-Range': `bytes ${start}-${end}/${stat.size}` } : {}),
      });
      fs.createReadStream(file, { start, end }).pipe(res);
    });
  });
  await listen(server, port);
  return { name: 'bare node file server', stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** Serves `root` on `port` as a static file server; `name` says which one ran. */
export const staticFileServer = (port, root) => (hasNginx() ? nginx(port, root) : nodeFileServer(port, root));
