// Gather only: Lighthouse 13 (every category, its default mobile settings) on one URL in Debian's
// Chromium with WebMCP on, so the Agentic Browsing audits see the page's tools. Chromium is
// started here with a DevTools port for Lighthouse and stopped after; the report is returned
// whole, and lighthouse-verdicts.ts judges it without a browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { LighthouseReport } from './lighthouse-verdicts.ts';

/** Chromium prints the DevTools endpoint it listens on; port 0 lets it pick a free one. */
function startChromium(chromiumPath: string): Promise<{ port: number; stop: () => void }> {
	const profile = mkdtempSync(join(tmpdir(), 'page-budget-lighthouse-'));
	const child = spawn(
		chromiumPath,
		['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
			// One --enable-features only: Chromium honours the last one.
			'--enable-features=WebMCP', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
		{ stdio: ['ignore', 'ignore', 'pipe'] }
	);
	const stop = () => {
		child.kill('SIGTERM');
		rmSync(profile, { recursive: true, force: true });
	};
	return new Promise((done, fail) => {
		let stderr = '';
		const timer = setTimeout(() => (stop(), fail(new Error(`Chromium gave no DevTools port in 20 s:\n${stderr}`))), 20_000);
		child.stderr!.on('data', (chunk: Buffer) => {
			stderr += chunk;
			const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
			if (match) {
				clearTimeout(timer);
				done({ port: Number(match[1]), stop });
			}
		});
		child.once('exit', (code) => (clearTimeout(timer), fail(new Error(`Chromium exited with ${code}:\n${stderr}`))));
	});
}

export async function runLighthouse(url: string, chromiumPath: string): Promise<LighthouseReport> {
	const chromium = await startChromium(chromiumPath);
	try {
		const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error' });
		if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
		return result.lhr as unknown as LighthouseReport;
	} finally {
		chromium.stop();
	}
}
