import { describe, expect, it } from 'vitest';
import { emptyValue, repeatedValue, shownValue, unknownField, unknownValue } from './refusal.ts';

describe('refusal wording', () => {
	it('names the field, the value and every allowed value', () => {
		expect(unknownValue('profile', 'tablet', ['desktop', 'mobile'])).toBe(
			'"profile" has the unknown value "tablet". Allowed values for "profile": desktop, mobile.'
		);
	});

	it('shows numbers as numbers and objects by their kind, never "[object Object]"', () => {
		expect(unknownValue('framework', 7, ['astro'])).toContain('the unknown value 7.');
		expect(shownValue({ a: 1 })).toBe('object');
		expect(shownValue(['x'])).toBe('an array');
		expect(shownValue(null)).toBe('null');
	});

	it('says when a value is empty or repeated, still listing what is allowed', () => {
		expect(emptyValue('sort', ['a', 'b'])).toBe('"sort" is empty. Allowed values for "sort": a, b.');
		expect(repeatedValue('profile', ['desktop', 'mobile'], ['desktop', 'mobile'])).toBe(
			'"profile" was given 2 times ("desktop", "mobile"); give it once. Allowed values for "profile": desktop, mobile.'
		);
	});

	it('lists the accepted arguments when a field is unknown', () => {
		expect(unknownField('get_benchmarks', 'device', ['profile', 'framework'])).toBe(
			'"device" is not an argument of get_benchmarks; its arguments are: profile, framework.'
		);
	});
});
