import { PGLITE_TEMPLATE_ENV, pgliteTemplate } from './__tests__/helpers/pglite-template';

/** Before any suite: the migrated PGlite database the suites copy (the workers inherit the variable). */
export default function globalSetup() {
  process.env[PGLITE_TEMPLATE_ENV] = pgliteTemplate(process.cwd());
}
