import { describe, expect, it } from 'vitest';
import { loadSite } from '../site.ts';
import { readConfig } from '../config.ts';
import { respondHealth } from './health.ts';

const site = loadSite(readConfig({ PUBLICATION_PATH: 'data/publication.json' }));

describe('respondHealth', () => {
	it('is 200, uncacheable, and names the loaded publication', async () => {
		const response = respondHealth(site, false);
		expect(response.status).toBe(200);
		expect(response.headers.get('cache-control')).toBe('no-store');
		const body = await response.json();
		expect(body).toMatchObject({ status: 'ok', analysisId: site.dataset.publication.analysisId, publishedOn: site.dataset.publication.publishedOn });
		expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
	});

	it('is 503 "draining" once the process is shutting down', async () => {
		const response = respondHealth(site, true);
		expect(response.status).toBe(503);
		expect((await response.json()).status).toBe('draining');
	});
});
