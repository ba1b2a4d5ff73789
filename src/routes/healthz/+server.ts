// GET /healthz — liveness and readiness for load balancers (see docs/operations.md).
import type { RequestHandler } from './$types';
import { getSite } from '#lib/server/site.ts';
import { respondHealth } from '#lib/server/ops/health.ts';
import { methodNotAllowed } from '#lib/server/http/api.ts';

export const GET: RequestHandler = () => respondHealth(getSite());

export const fallback: RequestHandler = () => methodNotAllowed('GET, HEAD');
