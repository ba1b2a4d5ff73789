import { describe, expect, it } from 'vitest';
import { outcomeCell } from './leaderboard.ts';

describe('outcomeCell', () => {
	it('writes a Δ outcome signed, with its interval, p75, tier, conclusion and sample count', () => {
		const cell = outcomeCell('pageDelay', { status: 'measured', median: 76, samples: 20, tier: 'good', p75: 90, interval: { low: 44, high: 90.5 }, conclusion: 'added' });
		expect(cell).toBe('+76 (+44 to +90.5), p75 +90, good, measurable cost, n=20');
	});

	it('says when every visit gave the same value instead of a zero-width interval', () => {
		const cell = outcomeCell('addedBytes', { status: 'measured', median: 16663, samples: 20, tier: 'good', interval: { low: 16663, high: 16663 }, conclusion: 'added' });
		expect(cell).toBe('+16,663 (the same in every visit), good, measurable cost, n=20');
	});

	it('gives the status and reason when there is no number', () => {
		expect(outcomeCell('rejectResponse', { status: 'unsupported', reason: 'no reject button in the first layer' })).toBe('unsupported: no reject button in the first layer');
	});
});
