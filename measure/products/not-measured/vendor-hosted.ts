// Commercial CMPs served from their vendors' CDNs and backends: the offline harness cannot load them.
import type { UnmeasuredProduct } from '../../../src/lib/schema.ts';

export const VENDOR_HOSTED: readonly UnmeasuredProduct[] = [];
