// The loopback web server of a shard: serves a built test app as the first party (site.test →
// 127.0.0.1) and the test tracker as a third party (tracker.test → 127.0.0.2), gzip-compressed like a
// CDN and never cacheable, and logs every tracker beacon so correctness can be checked server-side.
// A static app is served from its folder; a framework with its own server (next start, Nitro) is
// forwarded to, so the browser sees the same host, compression and caching for every framework.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { TRACKER_HOST, TRACKER_ORIGIN } from '../products/types.ts';

export { TRACKER_HOST, TRACKER_ORIGIN };

export const SITE_HOST = 'site.test';
/** Port-free: the browser maps site.test:80 to the server's random port (gather/browser.ts). */
export const SITE_ORIGIN = `http://${SITE_HOST}`;
export const SITE_ADDRESS = '127.0.0.1';
export const TRACKER_ADDRESS = '127.0.0.2';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.woff2': 'font/woff2'
};

/** The stand-in for a third-party analytics tag: every kind of evidence the checks look for. */
export const TRACKER_SCRIPT = `(function () {
	window.__trackerRan = (window.__trackerRan || 0) + 1;
	document.cookie = '_trk=1; path=/';
	var visit = new URLSearchParams(location.search).get('visit') || 'none';
	new Image().src = document.currentScript.src.replace(/tracker\\.js.*$/, 'collect?v=' + encodeURIComponent(visit));
})();
`;

export interface LoopbackServer {
	port: number;
	/**
	 * Tracker beacons received since the server started. Visits run one at a time, each closing its
	 * context before the next opens, so a visit's beacons are the difference over its own duration;
	 * no visit id has to travel in the page's URL (frameworks echo the URL into the page's bytes).
	 */
	beaconCount(): number;
	close(): Promise<void>;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer): void {
	const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 0;
	const payload = gzip ? gzipSync(body, { level: 6 }) : body;
	res.writeHead(status, {
		'content-type': type,
		'cache-control': 'no-store',
		...(gzip ? { 'content-encoding': 'gzip' } : {}),
		'content-length': payload.length
	});
	res.end(req.method === 'HEAD' ? undefined : payload);
}

/** A folder to serve, or the loopback origin of the app's own server to forward to. */
export type SiteSource = { root: string } | { origin: string };

/** Serves the site on site.test and the tracker on tracker.test, on one free port of both addresses. */
export async function startLoopbackServer(source: SiteSource): Promise<LoopbackServer> {
	let beacons = 0;
	let port = 0;
	const handler = async (req: IncomingMessage, res: ServerResponse) => {
		const url = new URL(req.url ?? '/', 'http://x');
		const onTracker = req.socket.localAddress === TRACKER_ADDRESS;
		if (onTracker) {
			if (url.pathname === '/tracker.js') return send(req, res, 200, TYPES['.js'], Buffer.from(TRACKER_SCRIPT));
			if (url.pathname === '/collect') {
				beacons += 1;
				res.writeHead(204, { 'cache-control': 'no-store' }).end();
				return;
			}
			return send(req, res, 404, 'text/plain', Buffer.from('not found on tracker.test'));
		}
		if ('origin' in source) {
			try {
				const upstream = await fetch(new URL(req.url ?? '/', source.origin), {
					method: req.method, redirect: 'manual', headers: { 'accept-encoding': 'identity', accept: String(req.headers.accept ?? '*/*') }
				});
				const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
				const location = upstream.headers.get('location');
				if (location) res.setHeader('location', location.replace(source.origin, SITE_ORIGIN));
				return send(req, res, upstream.status, type, Buffer.from(await upstream.arrayBuffer()));
			} catch (error) {
				return send(req, res, 502, 'text/plain', Buffer.from(`the app's server did not answer: ${(error as Error).message}`));
			}
		}
		const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
		const file = join(source.root, path.endsWith('/') ? `${path}index.html` : path);
		try {
			const type = TYPES[extname(file)] ?? 'application/octet-stream';
			send(req, res, 200, type, await readFile(file));
		} catch {
			send(req, res, 404, 'text/plain', Buffer.from(`not found: ${url.pathname}`));
		}
	};
	const site = createServer(handler);
	port = await listen(site, SITE_ADDRESS, 0);
	const tracker = createServer(handler);
	await listen(tracker, TRACKER_ADDRESS, port);
	return {
		port,
		beaconCount: () => beacons,
		close: async () => {
			await Promise.all([site, tracker].map((s) => new Promise((r) => { s.close(r); s.closeAllConnections(); })));
		}
	};
}

function listen(server: Server, host: string, port: number): Promise<number> {
	return new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
	});
}
