// The rule that chose 2.1's press condition (issue 90), on planted figures: a candidate qualifies only
// when no press spread is wider than 2.0's and outside machines agree at least as often; the narrowest wins.
import { describe, expect, it } from 'vitest';
import { choosePressCondition, type ConditionResult } from './press-condition-rule.ts';

const result = (condition: ConditionResult['condition'], [da, dr, ma, mr]: number[], within: number, of = 100): ConditionResult => ({
	condition,
	spread: { desktop: { clickResponse: da, rejectResponse: dr }, mobile: { clickResponse: ma, rejectResponse: mr } },
	outside: { within, of }
});
const base = result('2.0', [0.63, 0.58, 0.83, 0.88], 90);

describe("2.1's press-condition rule", () => {
	it('adopts the narrowest candidate that is no wider anywhere and agrees at least as often outside', () => {
		const chosen = choosePressCondition([base, result('handling', [0.6, 0.5, 0.8, 0.8], 90), result('control-scaled', [0.37, 0.32, 0.46, 0.43], 94)]);
		expect(chosen.chosen).toBe('control-scaled');
		expect(chosen.qualified).toEqual(['control-scaled', 'handling']);
	});

	it('refuses a candidate one point wider on one spread, however narrow the others', () => {
		expect(choosePressCondition([base, result('over-control', [0.57, 0.46, 0.82, 0.89], 95)]).chosen).toBe('2.0');
	});

	it('refuses a candidate outside machines agree with less often, and keeps 2.0 when none qualifies', () => {
		const chosen = choosePressCondition([base, result('at-reference-rate', [0.5, 0.5, 0.5, 0.5], 89)]);
		expect(chosen).toMatchObject({ chosen: '2.0', qualified: [] });
	});

	it('compares outside agreement as shares, not counts', () => {
		expect(choosePressCondition([base, result('handling', [0.6, 0.5, 0.8, 0.8], 45, 50)]).chosen).toBe('handling');
	});

	it('needs 2.0 among the results', () => {
		expect(() => choosePressCondition([result('handling', [0.6, 0.5, 0.8, 0.8], 90)])).toThrow(/2.0/);
	});
});
