/**
 * A real dynamic import() for ESM-only packages (music-metadata, @tus/server): tsx keeps `import()` as is, but
 * Jest's CommonJS transform rewrites it into require(), which cannot load them. A Function body is out of every
 * transform's reach. Its source differs on each load of this module: V8 reuses the compiled code of a Function
 * whose source it has seen, and with it the module loader of the place that first made it (under Jest, a test file
 * already torn down, whose loader then fails every later import in that worker).
 */
export const importEsm = new Function('specifier', `return import(specifier); // ${process.hrtime.bigint()}`) as <T>(specifier: string) => Promise<T>;
