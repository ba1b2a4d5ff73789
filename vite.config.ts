// Build, SvelteKit and test configuration in one place (SvelteKit 3 reads its options from here).
import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [
		sveltekit({
			adapter: adapter({ precompress: true }),
			// The service sets no cookie and accepts no submission; the CSP is strict so that a
			// future change that loads a third-party script fails loudly in the browser tests.
			csp: {
				mode: 'auto',
				directives: {
					'default-src': ['self'],
					'script-src': ['self'],
					'style-src': ['self'],
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
	test: {
		// Unit tests sit beside their code; end-to-end suites (built server, browser, MCP clients) live in tests/.
		include: ['src/**/*.test.ts', 'measure/**/*.test.ts', 'tests/**/*.test.ts'],
		globalSetup: ['tests/support/global-setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000
	}
});
