// node measure/reports/paint-resolution.ts [--visits N]: does a cross-origin isolated page get paint times
// finer than 4 ms in this Chromium, and does it expose presentationTime? (docs/research/harness-2.0-pilot.md,
// "Paints at a finer step"). One local page, a text hero with `elementtiming` (the harness's page delay
// reads the same entry) and a banner inserted after load with its own `elementtiming` (a paint-time
// reading of banner visible), visited N times in fresh contexts as served plainly and as served with
// COOP/COEP. Prints, per variant and field, how many values it got and how many are whole multiples of
// 4 ms. A probe for a research note, not the harness (runs its own browser): nothing it prints enters data/.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../support/chromium.ts';

const { values } = parseArgs({ options: { visits: { type: 'string', default: '10' } } });
const visits = Number(values.visits);
if (!Number.isInteger(visits) || visits < 1) throw new Error(`--visits: "${values.visits}" is not a whole number of visits above 0`);

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>probe</title></head><body>
<h1 elementtiming="hero">A hero heading of a test page</h1><p>Some text under it.</p>
<script>
window.__entries = [];
const keep = (e) => window.__entries.push({ type: e.entryType, name: e.name, id: e.identifier ?? null, startTime: e.startTime, renderTime: e.renderTime ?? null, paintTime: e.paintTime ?? null, presentationTime: e.presentationTime ?? null });
for (const type of ['element', 'paint', 'largest-contentful-paint']) new PerformanceObserver((l) => l.getEntries().forEach(keep)).observe({ type, buffered: true });
addEventListener('load', () => setTimeout(() => { const b = document.createElement('div'); b.setAttribute('elementtiming', 'banner'); b.textContent = 'We use cookies. Accept or reject.'; document.body.append(b); requestAnimationFrame(() => { window.__bannerFrame = performance.now(); }); }, 50));
</script></body></html>`;

const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
let isolate = false;
const server = createServer((_req, res) => {
	res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...(isolate ? ISOLATED : {}) });
	res.end(PAGE);
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

type Entry = { type: string; name: string; id: string | null; startTime: number; renderTime: number | null; paintTime: number | null; presentationTime: number | null };
const browser = await launchChromium();
try {
	for (const variant of ['plain', 'cross-origin isolated'] as const) {
		isolate = variant !== 'plain';
		const seen = new Map<string, number[]>();
		let isolatedPages = 0;
		for (let i = 0; i < visits; i++) {
			const context = await browser.newContext();
			const page = await context.newPage();
			await page.goto(url, { waitUntil: 'load' });
			await page.waitForFunction(() => (window as unknown as { __entries: Entry[] }).__entries.some((e) => e.id === 'banner'), undefined, { timeout: 5000 });
			const { entries, coi, frame } = await page.evaluate(() => ({ entries: (window as unknown as { __entries: Entry[] }).__entries, coi: crossOriginIsolated, frame: (window as unknown as { __bannerFrame?: number }).__bannerFrame ?? null }));
			if (coi) isolatedPages++;
			const add = (key: string, value: number | null) => {
				if (value === null || value === 0) return;
				const list = seen.get(key);
				if (list) list.push(value);
				else seen.set(key, [value]);
			};
			for (const e of entries) {
				const label = e.type === 'element' ? `element ${e.id}` : e.type === 'paint' ? e.name : 'largest-contentful-paint';
				for (const field of ['startTime', 'renderTime', 'paintTime', 'presentationTime'] as const) add(`${label} ${field}`, e[field]);
			}
			add('banner animation frame (performance.now)', frame);
			await context.close();
		}
		console.log(`## ${variant}: ${visits} visits, crossOriginIsolated on ${isolatedPages}`);
		for (const [key, list] of [...seen].sort()) {
			const onStep = list.filter((x) => Math.abs(x / 4 - Math.round(x / 4)) < 1e-9).length;
			console.log(`${key}: ${list.length} values, ${onStep} on a 4 ms step; e.g. ${list.slice(0, 3).map((x) => x.toFixed(3)).join(', ')}`);
		}
	}
} finally {
	await browser.close();
	server.close();
}
