// The reference host's search in a real browser, with real-time processes on every core. It runs in the
// harness project (vite.config.ts), after the unit files: beside slower-host.test.ts, whose real-time
// processes share the same cores at the same priority, each set took less than its share (0.17 of a
// core at steal:30, twice in three runs).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../support/chromium.ts';
import { HostTooSlowError, QUICK_EFFORT } from './calibrate.ts';
import { withReferenceHost } from './reference-host.ts';
import { policyOf, realTimeAllowed } from './slower-host.ts';

const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
const stealers = () => childrenOf(process.pid).filter((pid) => policyOf(pid) === 1);

// The search in a real browser: a few seconds with the quick effort. Needs the right to run real-time processes.
describe.skipIf(!realTimeAllowed())('the reference host, in a browser', () => {
	let browser: Browser;
	beforeAll(async () => {
		browser = await launchChromium();
	});
	afterAll(() => browser?.close());

	it('slows a faster host with its real-time processes while the round runs, then gives the cores back', async () => {
		// A reference of 4× the task's time on this host: any host that runs the suite is faster than that.
		let during: number[] = [];
		const record = await withReferenceHost(browser, { referenceMs: 60 }, 'desktop / script-tag', QUICK_EFFORT, async (r) => {
			during = stealers();
			return r!;
		});
		expect(record.hostMs).toBeLessThan(60);
		expect(record.stolenPercent).toBeGreaterThan(0);
		expect(record.achievedMs).toBeGreaterThan(record.hostMs);
		expect(record.tolerance).toBe(0.05);
		expect(record.description).toMatch(/^brought to a reference host on which the page-work task takes 60 ms unthrottled: a real-time process \(SCHED_FIFO\)/);
		expect(during.length).toBeGreaterThan(0);
		await new Promise((done) => setTimeout(done, 100));
		expect(stealers()).toEqual([]);
	});

	it('refuses a host already slower than the reference, naming both times', async () => {
		// Quick mode's runs with its refusal turned on: the full effort times 420 tasks before it refuses.
		const error = await withReferenceHost(browser, { referenceMs: 1 }, 'mobile / react', { ...QUICK_EFFORT, refuseTooSlow: true }, async () => 'ran').catch((e: unknown) => e);
		expect(error).toBeInstanceOf(HostTooSlowError);
		expect((error as Error).message).toMatch(/^mobile \/ react: this host takes [\d.]+ ms for the page-work task unthrottled, above the reference host's 1 ms, so it cannot emulate the reference device/);
		expect(stealers()).toEqual([]);
	});
});
