import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRelease, latestStable, type RegistryAnswer } from './check.ts';

const recorded = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'klaro.json'), 'utf8'));
const found = (doc: { 'dist-tags': { latest?: string }; versions: Record<string, unknown>; time: Record<string, string> }): RegistryAnswer => ({ status: 'found', distTagLatest: doc['dist-tags'].latest, versions: Object.keys(doc.versions), time: doc.time });
const TODAY = '2026-12-03';

describe('the release check of one product', () => {
	it('says nothing new when the measured release is the latest (the registry\'s recorded answer for klaro)', () => {
		expect(checkRelease({ product: 'klaro', package: 'klaro', measured: '0.7.22' }, found(recorded), TODAY)).toEqual({ product: 'klaro', package: 'klaro', measured: '0.7.22', status: 'current', latest: '0.7.22', releasedOn: '2025-10-04', checkedOn: TODAY });
	});

	it('finds a newer release, with its date and how far it is', () => {
		const answer = found({ 'dist-tags': { latest: '3.0.0' }, versions: { '2.2.1': {}, '2.3.0': {}, '3.0.0': {} }, time: { '3.0.0': '2026-12-02T10:00:00.000Z' } });
		expect(checkRelease({ product: 'c15t', package: '@c15t/react', measured: '2.2.1' }, answer, TODAY)).toMatchObject({ status: 'newer', latest: '3.0.0', releasedOn: '2026-12-02', distance: 'major' });
		expect(checkRelease({ product: 'c15t', package: '@c15t/react', measured: '2.2.1' }, found({ 'dist-tags': { latest: '2.2.2' }, versions: { '2.2.2': {} }, time: {} }), TODAY)).toMatchObject({ status: 'newer', distance: 'patch' });
	});

	it('never counts a pre-release as newer, even tagged latest', () => {
		const answer = found({ 'dist-tags': { latest: '3.3.0-beta.1' }, versions: { '3.2.1': {}, '3.3.0-beta.1': {} }, time: { '3.2.1': '2026-09-16T00:00:00Z' } });
		expect(latestStable(answer as Extract<RegistryAnswer, { status: 'found' }>)).toBe('3.2.1');
		expect(checkRelease({ product: 'orejime', package: 'orejime', measured: '3.2.1' }, answer, TODAY)).toMatchObject({ status: 'current', latest: '3.2.1' });
	});

	it('keeps the last check when the registry errs, and says so when there was none', () => {
		const last = checkRelease({ product: 'klaro', package: 'klaro', measured: '0.7.22' }, found(recorded), '2026-11-28');
		const error: RegistryAnswer = { status: 'error', detail: 'the registry answered 503 for klaro' };
		expect(checkRelease({ product: 'klaro', package: 'klaro', measured: '0.7.22' }, error, TODAY, last)).toBe(last);
		expect(checkRelease({ product: 'klaro', package: 'klaro', measured: '0.7.22' }, error, TODAY)).toEqual({ product: 'klaro', package: 'klaro', measured: '0.7.22', status: 'unchecked', checkedOn: TODAY, note: 'the registry answered 503 for klaro' });
	});

	it('reports a package that left the registry, never drops it', () => {
		expect(checkRelease({ product: 'cookieconsent', package: 'cookieconsent', measured: '3.1.1' }, { status: 'removed' }, TODAY)).toEqual({ product: 'cookieconsent', package: 'cookieconsent', measured: '3.1.1', status: 'removed', checkedOn: TODAY, note: 'cookieconsent is no longer on the registry' });
	});
});
