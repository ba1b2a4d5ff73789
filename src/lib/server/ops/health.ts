// GET /healthz for load balancers: 200 while the replica serves, 503 once it has been told to stop
// (SIGTERM/SIGINT), so a balancer that still holds a connection to it takes it out of rotation
// while in-flight requests finish. The body names the loaded publication, so a rollout can check
// that every replica serves the same analysis. Never cached: it describes this process, now.
import type { Site } from '../site.ts';

let draining = false;

/** Called once at start-up; adapter-node's own signal handlers do the actual shutdown. */
export function watchForShutdown(): void {
	const drain = () => (draining = true);
	process.once('SIGTERM', drain);
	process.once('SIGINT', drain);
}

export interface Health {
	status: 'ok' | 'draining';
	analysisId: string;
	methodologyVersion: string;
	publishedOn: string;
	uptimeSeconds: number;
}

export function health(site: Site, isDraining = draining): Health {
	const { analysisId, methodologyVersion, publishedOn } = site.dataset.publication;
	return {
		status: isDraining ? 'draining' : 'ok',
		analysisId,
		methodologyVersion,
		publishedOn,
		uptimeSeconds: Math.round(process.uptime())
	};
}

export function respondHealth(site: Site, isDraining = draining): Response {
	const body = health(site, isDraining);
	return new Response(JSON.stringify(body), {
		status: body.status === 'ok' ? 200 : 503,
		headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }
	});
}
