import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The load balancer in front of the cluster's instances: nginx from Debian's packages (apt-get install nginx), with
// a configuration written here. Round robin over the instances with keep-alive connections to them; a request
// that could not be sent, or that failed before any answer (or answered 502/503), goes to the next instance when
// that is safe: always when it was never sent, else only for idempotent methods (nginx never retries a POST or a
// PATCH it has sent), and event batches, idempotent by their event ids. Its idle connections to an instance close
// after 4 s, before Node's keep-alive timeout (5 s) would close them under it, and it keeps as many as the load
// needs: a connection it opens to an instance just told to stop may still wait in that instance's queue when the
// instance stops listening, and a POST sent on it then fails. Each answer says which instance served it
// (X-Upstream), for the checks.

export interface Nginx {
  base: string;
  /** The configuration it runs, for the record. */
  config: string;
  /** Resolves once nginx has sent a request to the instance on `port` (it may hold it failed for a while). */
  reaches: (port: number) => Promise<void>;
  stop: () => Promise<void>;
}

/** How long nginx keeps an idle connection to an instance: below the instances' keep-alive timeout (Node's 5 s). */
const UPSTREAM_IDLE_SECONDS = 4;
/** Idle connections to the instances nginx keeps: as many as the heaviest load has requests under way. */
const UPSTREAM_IDLE_CONNECTIONS = 2048;

/** The configuration: one worker (the cores are the instances'), `upstreams` the instances' ports on 127.0.0.1. */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  // Run by root, nginx's worker would drop to nobody, who cannot write its temporary files in this private folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
worker_rlimit_nofile 16384;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive ${UPSTREAM_IDLE_CONNECTIONS};
    keepalive_timeout ${UPSTREAM_IDLE_SECONDS}s;
  }
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header X-Request-Id $request_id;
  proxy_next_upstream error timeout http_502 http_503;
  proxy_next_upstream_tries ${upstreams.length};
  proxy_connect_timeout 2s;
  proxy_request_buffering off;
  add_header X-Upstream $upstream_addr always;
  server {
    listen 127.0.0.1:${port} backlog=4096;
    client_max_body_size 64m;
    location / {
      proxy_pass http://app;
    }
    # A batch sent twice counts once (its events' ids), so it may go to another instance after being sent.
    location = /api/v3/log/event {
      proxy_pass http://app;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
  }
}
`;
}

/** Starts nginx on `port` in front of `upstreams`, its files in `dir`; resolves once it answers. */
export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<Nginx> {
  if (spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status !== 0) throw new Error('nginx is not installed: apt-get install -y nginx');
  fs.mkdirSync(dir, { recursive: true });
  const config = nginxConfig(dir, port, upstreams);
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const child = spawn('nginx', ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    try {
      await fetch(`${base}/api/health`);
      break;
    } catch {
      if (i > 100) throw new Error('nginx did not answer within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    config,
    reaches: async (upstream) => {
      for (let i = 0; ; i++) {
        const answer = await fetch(`${base}/api/health`);
        if (answer.ok && answer.headers.get('x-upstream')?.endsWith(`:${upstream}`)) return;
        if (i > 300) throw new Error(`nginx sent nothing to port ${upstream} within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT'); // nginx's graceful stop
      await exited;
    },
  };
}
