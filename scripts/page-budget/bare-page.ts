// The machine's own floor for a first paint under the mobile profile, and a plain server for pages
// cut from the leaderboard. The bare page keeps the leaderboard's head (inline CSS, script tag) and
// has one heading and one paragraph: no page of this site can be lighter, so its LCP is what the
// network latency, the renderer's start and one small style, layout and paint under the 4× CPU
// slowdown cost on this machine at this hour. page-budget loads it between the leaderboard's runs,
// so a missed LCP reads as the page's or the machine's; lcp-floor serves it among other cut variants.
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

export function barePage(page: string): string {
	const head = page.slice(0, page.indexOf('<body'));
	return `${head}<body><main><h1>Cookie consent manager benchmarks</h1><p class="lede">Each product measured on the same test page, under the same conditions, twenty visits each.</p></main></body></html>`;
}

export interface HtmlServer {
	baseUrl: string;
	/** The brotli body's length for each path, as sent. */
	compressedBytes: ReadonlyMap<string, number>;
	close(): Promise<void>;
}

/**
 * Serves fixed HTML by path on 127.0.0.1, brotli-compressed and never cached, as the built server
 * sends its pages. Each load then costs the same transfer a visitor's would, without SvelteKit's
 * rendering time in the way.
 */
export async function serveHtml(pages: ReadonlyMap<string, string>): Promise<HtmlServer> {
	const compressed = new Map([...pages].map(([path, html]) => [path, brotliCompressSync(html)]));
	const server = createServer((req, res) => {
		const body = compressed.get(req.url ?? '');
		if (!body) return void res.writeHead(404).end();
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-store' }).end(body);
	});
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	const { port } = server.address() as { port: number };
	return {
		baseUrl: `http://127.0.0.1:${port}`,
		compressedBytes: new Map([...compressed].map(([path, body]) => [path, body.length])),
		close: () => new Promise<void>((closed) => server.close(() => closed()))
	};
}
