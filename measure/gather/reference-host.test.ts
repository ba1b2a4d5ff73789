import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../support/chromium.ts';
import { FULL_EFFORT, HostTooSlowError, QUICK_EFFORT } from './calibrate.ts';
import { referenceHostFrom, withReferenceHost } from './reference-host.ts';
import { policyOf, realTimeAllowed, stealingHost } from './slower-host.ts';

const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
const stealers = () => childrenOf(process.pid).filter((pid) => policyOf(pid) === 1);

describe('the reference host', () => {
	it('is off unless asked for, and refuses a malformed value naming the form and its range', () => {
		expect(referenceHostFrom(undefined)).toBeNull();
		expect(referenceHostFrom(' ')).toBeNull();
		expect(referenceHostFrom('task:8.5')).toEqual({ referenceMs: 8.5 });
		for (const bad of ['8', 'task:', 'task:0.5', 'task:500', 'steal:30'])
			expect(() => referenceHostFrom(bad)).toThrow(`CMP_REFERENCE_HOST: "${bad}" is not task:MS with MS the page-work task's unthrottled time on the reference host, from 1 to 100 ms`);
	});

	it('takes any share of a core up to the limit, and says what a thread keeps', () => {
		expect(stealingHost(39.8, 2).description).toMatch(/ran 0\.398 ms of every 1 ms, .* at most 60\.2% of the time, as on a CPU about 1\.66× slower$/);
		expect(() => stealingHost(0, 2)).toThrow('more than 0% and at most 90% of a core, not 0%');
		expect(() => stealingHost(91, 2)).toThrow('not 91%');
	});
});

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
		expect(record.description).toMatch(/^brought to a reference host on which the page-work task takes 60 ms unthrottled: a real-time process \(SCHED_FIFO\)/);
		expect(during.length).toBeGreaterThan(0);
		await new Promise((done) => setTimeout(done, 100));
		expect(stealers()).toEqual([]);
	});

	it('refuses a host already slower than the reference, naming both times', async () => {
		const error = await withReferenceHost(browser, { referenceMs: 1 }, 'mobile / react', FULL_EFFORT, async () => 'ran').catch((e: unknown) => e);
		expect(error).toBeInstanceOf(HostTooSlowError);
		expect((error as Error).message).toMatch(/^mobile \/ react: this host takes [\d.]+ ms for the page-work task unthrottled, above the reference host's 1 ms, so it cannot emulate the reference device/);
		expect(stealers()).toEqual([]);
	});
});
