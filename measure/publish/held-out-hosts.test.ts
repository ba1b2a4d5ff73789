import { describe, expect, it } from 'vitest';
import { visitRecord } from '../analyse/test-visits.ts';
import type { RawRecord } from '../gather/records.ts';
import { PRODUCTS } from '../products/index.ts';
import { heldOutHost, hostsOf, sameHostFigure, type PublicationInputs } from './held-out-hosts.ts';

const [A, B, C] = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'];
const inputs: PublicationInputs = {
	products: PRODUCTS.filter((p) => p.slug === 'klaro'),
	builtFrameworks: ['script-tag'],
	installedMetadata: () => ({ name: 'Klaro!', vendor: 'KIProtect', version: '0.7.22', website: 'https://klaro.kiprotect.com/' }),
	hosts: [C, A, B].map((id) => ({ id, cpuGeneration: id === C ? 'AuthenticAMD family 26 model 2' : null, design: id === C ? 'AMD Zen 5' : null, source: 'test', checkout: '/work/main' })),
	// Every slice read as the served publication reads a campaign (npm run hold-out-hosts names its methodology).
	methodology: '2.1',
	// These rounds carry no gate evidence (calibration drift, other work, control band): every round counts, as in a reader's check.
	applyGate: false
};

/** One round of desktop-script-tag on `host`: five klaro visits and five baseline visits; klaro's banner shows `slower` ms later. */
function round(host: string, r: number, slower = 0): RawRecord[] {
	const runId = `${host}-${r}`;
	const visits = (page: string, banner: number) =>
		Array.from({ length: 5 }, (_, i) => visitRecord({ page, runId, round: r, index: r * 5 + i, bannerVisibleAt: banner + i * 3, startedAt: `2026-11-2${r % 3 + 5}T10:00:00.000Z`, click: { action: i % 2 ? 'reject' : 'accept', pointerdownAt: 900, duration: 40 + i, inputDelay: 5, processing: 10, hiddenAfter: 250, error: null } }));
	return [
		{
			kind: 'run', shard: 'desktop-script-tag', runId, round: r, startedAt: '2026-11-25T10:00:00.000Z', chromium: '156', harnessCommit: 'abc',
			machine: { id: host, cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, os: 'Linux 6', loadAverage: [0.1, 0.1, 0.1] }, visitsPerCell: 20, products: {},
			calibration: { reference: 800, hostIndex: 1200, rate: 1.5, achievedIndex: 790, runs: [], pageWork: { referenceMs: 19, hostMs: 7.5, achievedMs: 19, runs: [] } },
			interactions: { source: 'trace', holdMs: 100, control: 'button#control' }
		},
		...visits('baseline', 200),
		...visits('klaro', 300 + slower)
	];
}

const campaign = (cSlower: number): RawRecord[] => [...[0, 1, 2, 3].flatMap((r) => round(A, r)), ...round(B, 0, 4), ...round(C, 0, cSlower)];

describe('held-out hosts', () => {
	it('orders hosts as the register does', () => {
		expect(hostsOf(campaign(0), inputs)).toEqual([C, A, B]);
	});

	it('compares a host with intervals from the other hosts alone, naming it', () => {
		const entry = heldOutHost(campaign(0), C, inputs, 'the-campaign', `hold out ${C}`)!;
		expect(entry).toMatchObject({ analysisId: 'the-campaign', command: `hold out ${C}`, shards: ['desktop-script-tag'], visitsPerCell: 5 });
		expect(entry.host).toEqual({ relation: 'held-out', id: C, description: '2 × AMD EPYC, 24 GiB', benchmarkIndex: 1200 });
		const banner = entry.outcomes.find((o) => o.outcome === 'bannerVisible')!;
		expect(banner).toMatchObject({ within: true, rerun: { median: 306 } });
	});

	it('puts a host whose pages ran slower outside the others\' intervals; with it among them, their intervals carry its difference', () => {
		const banner = (records: RawRecord[], host: string) => heldOutHost(records, host, inputs, 'x', 'x')!.outcomes.find((o) => o.outcome === 'bannerVisible')!;
		expect(banner(campaign(150), C)).toMatchObject({ within: false, overlapping: false, rerun: { median: 456 } });
		// B left out: intervals from A and the slow C span both hosts, so B (like A) lands inside them.
		const b = banner(campaign(150), B);
		expect(b.within).toBe(true);
		expect(b.published.high).toBeGreaterThan(400);
	});

	it('stands the same comparison within the host with the most rounds beside it, at the held-out host\'s rounds', () => {
		const figure = sameHostFigure(campaign(0), C, inputs)!;
		expect(figure).toMatchObject({ host: A, roundsHeldOut: 1, splits: 4 });
		// Four splits of the same cells: every row of each split is counted.
		const rows = heldOutHost(campaign(0), C, inputs, 'x', 'x')!.outcomes.length;
		expect(figure.mediansWithinIntervals.of).toBe(4 * rows);
		// No host has more than A's four rounds, so A has nothing to stand beside it.
		expect(sameHostFigure(campaign(0), A, inputs)).toBeUndefined();
	});

	it('leaves out a host whose shards no other host measured', () => {
		const alone = round(C, 0).map((r) => ({ ...r, shard: 'mobile-script-tag', ...(r.kind === 'visit' ? { profile: 'mobile' as const } : {}) }));
		expect(heldOutHost([...campaign(0), ...alone].filter((r) => !(r.shard === 'desktop-script-tag' && r.runId.startsWith(C))), C, inputs, 'x', 'x')).toBeUndefined();
	});
});
