import { describe, expect, it } from 'vitest';
import { SORT_KEYS } from '../ranking.ts';
import { sortHref, sortLabel } from './sort-links.ts';

describe('sort links', () => {
	it('keep the view in the URL and name every order', () => {
		expect(sortHref({ profile: 'mobile', framework: 'astro' }, 'verdict')).toBe('/?profile=mobile&framework=astro&sort=verdict');
		expect(SORT_KEYS.map(sortLabel)).toEqual(['Verdict', 'Banner visible', 'Page delay', 'Accept response', 'Added bytes', 'Main-thread work', 'Reject response', 'Correctness']);
	});
});
