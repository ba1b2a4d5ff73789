import { describe, expect, it } from 'vitest';
import { ANSWER_METRIC_IDS, outcomeOf } from './metrics.ts';

describe('outcomeOf', () => {
	const holder = {
		answers: Object.fromEntries(ANSWER_METRIC_IDS.map((id) => [id, `answer ${id}`])) as Record<(typeof ANSWER_METRIC_IDS)[number], string>,
		rejectResponse: 'beside answers'
	};
	it('reads rejectResponse beside the answers and every other timed metric inside them', () => {
		expect(outcomeOf(holder, 'rejectResponse')).toBe('beside answers');
		for (const id of ANSWER_METRIC_IDS) expect(outcomeOf(holder, id)).toBe(`answer ${id}`);
	});
});
