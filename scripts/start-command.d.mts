/** `npm start`'s command as package.json writes it: see start-command.mjs. */
export function startCommand(): { env: Record<string, string>; nodeArgs: string[]; script: string | undefined };
