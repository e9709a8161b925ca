import { z } from 'zod';
import { numericIdSchema } from './common';

/** `[id]` routes: the path id, whatever else the query string holds. */
export const idParamsSchema = z.object({ id: numericIdSchema });
