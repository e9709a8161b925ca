import { z } from 'zod';
import { COVER_SIZES, type CoverSize } from '../cover-sizes';
import { idParamsSchema } from './params';

const SIZE_NAMES = COVER_SIZES.map(String) as [string, ...string[]];
const COVER_SIZE_MESSAGE = `size must be one of ${COVER_SIZES.join(', ')}`;

/** GET /mixtapes/{id}/cover and GET /tracks/{id}/cover: the path id and the side asked for. */
export const coverQuerySchema = idParamsSchema.extend({
  size: z.enum(SIZE_NAMES, { error: COVER_SIZE_MESSAGE }).transform((size) => Number(size) as CoverSize),
});
