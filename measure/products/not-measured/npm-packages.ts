// Consent managers on the npm registry that were evaluated and cannot be measured honestly offline
// (no reject, a network service, abandoned, …), each with the reason.
import type { UnmeasuredProduct } from '../../../src/lib/schema.ts';

export const UNMEASURABLE_PACKAGES: readonly UnmeasuredProduct[] = [];
