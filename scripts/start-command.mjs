// `npm start`'s command as package.json writes it, for the scripts that start the production server the same way
// without npm in between (whose own process would count in the server's memory): the environment it sets
// (MALLOC_ARENA_MAX) and Node's flags (the memory limits).
import fs from 'node:fs';

/** { env, nodeArgs, script }: `NAME=value` words before `node`, the `--` flags after it, and the script it runs. */
export function startCommand() {
  const words = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start.split(' ');
  const env = {};
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, value] = words.shift().split('=');
    env[name] = value;
  }
  const args = words.slice(1);
  return { env, nodeArgs: args.filter((word) => word.startsWith('--')), script: args.find((word) => !word.startsWith('--')) };
}
