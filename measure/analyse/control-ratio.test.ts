import { describe, expect, it } from 'vitest';
import type { VisitRecord } from '../gather/records.ts';
import { CONTROL_REFERENCE_MS } from '../gate/control.ts';
import { hostControlRatio } from './control-ratio.ts';

const bare = (round: number, task: number, error: string | null = null) => ({ kind: 'visit', shard: 'desktop-react', page: 'baseline', round, warmup: false, error, work: { script: 0, layout: 0, recalcStyle: 0, task } }) as unknown as VisitRecord;

describe("a host's bare page against the gate's reference", () => {
	const reference = CONTROL_REFERENCE_MS['desktop-react'];
	it('is the median over its rounds of each round\'s median task time over the reference', () => {
		// Rounds at ×1.0, ×1.2 and ×2.0: the median round is ×1.2.
		const visits = [1, 1.2, 2].flatMap((f, round) => [bare(round, reference * f), bare(round, reference * f)]);
		expect(hostControlRatio(visits)).toBe(1.2);
	});
	it('leaves out failed visits, and says nothing for a shard without a reference or without a visit that succeeded', () => {
		expect(hostControlRatio([bare(0, reference), bare(0, reference * 5, 'timeout')])).toBe(1);
		expect(hostControlRatio([bare(0, 100, 'timeout')])).toBeNull();
		expect(hostControlRatio([{ ...bare(0, 100), shard: 'tablet-react' } as VisitRecord])).toBeNull();
		expect(hostControlRatio([])).toBeNull();
	});
});
