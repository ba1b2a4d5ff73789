import { describe, expect, it } from 'vitest';
import { readConfig, repositoryAddress } from './config.ts';

describe('the source repository setting', () => {
	it("defaults to package.json's repository, as a browsable address", () => {
		expect(readConfig({}).sourceRepository).toBe('https://github.com/cmp-benchmarks/cmp-benchmarks');
	});
	it('takes SOURCE_REPOSITORY_URL, and refuses one that is not an absolute http(s) URL, naming it', () => {
		expect(readConfig({ SOURCE_REPOSITORY_URL: 'https://git.example.org/bench/' }).sourceRepository).toBe('https://git.example.org/bench');
		expect(() => readConfig({ SOURCE_REPOSITORY_URL: 'bench' })).toThrow('SOURCE_REPOSITORY_URL must be an absolute https URL such as https://github.com/owner/name, got "bench"');
		expect(() => readConfig({ SOURCE_REPOSITORY_URL: 'ftp://example.org/x' })).toThrow('SOURCE_REPOSITORY_URL must use http or https');
	});
	it('reads the forms npm writes', () => {
		expect(repositoryAddress('github:owner/name')).toBe('https://github.com/owner/name');
		expect(repositoryAddress({ url: 'git+https://github.com/owner/name.git' })).toBe('https://github.com/owner/name');
		expect(() => repositoryAddress(undefined)).toThrow(/set SOURCE_REPOSITORY_URL/);
	});
});
