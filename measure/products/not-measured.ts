// The consent managers a reader will look for that this publication does not measure, each with the
// reason and what measuring it would take (issue 25). Publishing writes them into publication.json.
import type { UnmeasuredProduct } from '../../src/lib/schema.ts';
import { UNMEASURABLE_PACKAGES } from './not-measured/npm-packages.ts';
import { VENDOR_HOSTED } from './not-measured/vendor-hosted.ts';

export const NOT_MEASURED: readonly UnmeasuredProduct[] = [...VENDOR_HOSTED, ...UNMEASURABLE_PACKAGES];
