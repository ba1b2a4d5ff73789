// Build, SvelteKit and test configuration in one place (SvelteKit 3 reads its options from here).
import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { PROSE_EXTENSIONS, prosePreprocessor } from './src/content/mdsvex.ts';

const REPUBLISH_TEST = 'measure/published-data.test.ts';
const HEAVY_HARNESS_TESTS = ['measure/pipeline.test.ts', 'measure/campaign/workflow.test.ts', 'measure/apps/*/app.test.ts', 'support/command-line.test.ts', 'measure/gather/banner-layout.test.ts'];

export default defineConfig({
	plugins: [
		sveltekit({
			adapter: adapter({ precompress: true }),
			// Prose pages (src/content/*.md) are Svelte components compiled by mdsvex.
			extensions: ['.svelte', ...PROSE_EXTENSIONS],
			preprocess: [prosePreprocessor],
			// Inline the one small stylesheet: on the mobile profile its extra round trip roughly doubled LCP.
			inlineStyleThreshold: 16384,
			// The service sets no cookie and accepts no submission; the CSP is strict so that a
			// future change that loads a third-party script fails loudly in the browser tests.
			csp: {
				// Hashes, not nonces: a page's bytes then depend on its URL alone, so each is rendered once
				// and cached (src/lib/server/http/page-cache.ts).
				mode: 'hash',
				directives: {
					'default-src': ['self'],
					'script-src': ['self'],
					'style-src': ['self'],
					// SvelteKit's route announcer carries one fixed style attribute; allow exactly that one.
					'style-src-attr': ['unsafe-hashes', 'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='],
					'img-src': ['self', 'data:'],
					'connect-src': ['self'],
					'font-src': ['self'],
					'object-src': ['none'],
					'base-uri': ['none'],
					'form-action': ['self'],
					'frame-ancestors': ['none']
				}
			}
		})
	],
	// src/lib/webmcp/page-script.ts is bundled as a "worker" only to get a module of its own (see the
	// root layout); as an ES module it can load the tools' code on demand, for WebMCP browsers only.
	worker: { format: 'es' },
	test: {
		// For hangs, not speed (scripts/ measure speed): on a slow 2-core VM with every core busy, a
		// server start once took more than 20 s (1.3 s alone).
		testTimeout: 60_000,
		hookTimeout: 120_000,
		// Vitest 5 runs one worker fewer than the machine has cores: a single worker on the 2-core
		// machine, so the suite ran one file after another. Unit and e2e files use every core; on 2
		// cores the browser files then share the CPU (each takes about twice as long), so the whole
		// suite gains about 10% (README).
		maxWorkers: '100%',
		projects: [
			// Unit tests sit beside their code and need nothing running. They share their workers' module
			// graph (isolate: false): no unit file mocks a module or leaves global state behind, and the
			// project takes 11.5 s and 14 CPU-s instead of 20.6 s and 29, mostly imports done once.
			{ extends: true, test: { name: 'unit', isolate: false, include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'measure/**/*.test.ts', 'scripts/**/*.test.ts', 'support/**/*.test.ts'], exclude: [...configDefaults.exclude, ...HEAVY_HARNESS_TESTS, REPUBLISH_TEST] } },
			// The harness's heavy tests (the quick pipeline in Chromium, republishing data/, building each
			// framework app): a minute or more each, so they run as their own project and `--project unit` stays quick. They
			// run after the others, in a group of their own: beside the CPU-bound browser files the quick
			// pipeline took twice as long (71 → 149 s) and the suite gained nothing. The two of them side by
			// side pay off, as the pipeline mostly waits on the emulated network: 84 s against 71 + 22 one
			// after the other, and 91 s against 71 + 50 when the Astro app is installed and built afresh
			// (a fresh clone).
			{ extends: true, test: { name: 'harness', include: HEAVY_HARNESS_TESTS, sequence: { groupOrder: 1 } } },
			// Republishing data/ from its raw visits uses both cores for minutes (250 s alone with 2.1's
			// data); beside the quick pipeline and a fresh Astro build it took 531 s and pushed the pipeline
			// past its limit, so it runs last, on its own (2026-12-07).
			{ extends: true, test: { name: 'republish', include: [REPUBLISH_TEST], sequence: { groupOrder: 2 } } },
			// End-to-end suites (built server, browser, MCP clients) share one server started by the global setup.
			{ extends: true, test: { name: 'e2e', include: ['tests/**/*.test.ts'], globalSetup: ['tests/support/global-setup.ts'] } }
		]
	}
});
