import type { PageMeta } from '@/lib/contracts/common';

export const pageMeta = (page: number, take: number, total: number): PageMeta => ({ page, take, total, pageCount: Math.ceil(total / take) });
