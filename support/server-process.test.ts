import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BUILT_SERVER_ARGS, BUILT_SERVER_ENTRY, parseStartScript, SERVER_ENV, startScriptNodeOptions } from './server-process.ts';

describe("npm start's Node options", () => {
	it('are read from the start script, in order', () => {
		expect(startScriptNodeOptions('exec node build/start.js')).toEqual([]);
		expect(startScriptNodeOptions('exec node --max-semi-space-size=16 --enable-source-maps build/start.js')).toEqual(['--max-semi-space-size=16', '--enable-source-maps']);
	});

	it('and the environment it sets before exec', () => {
		expect(parseStartScript('MALLOC_ARENA_MAX=1 exec node --x=1 build/start.js')).toEqual({ env: { MALLOC_ARENA_MAX: '1' }, nodeOptions: ['--x=1'] });
		expect(parseStartScript('exec node build/start.js').env).toEqual({});
	});

	it('refuse a start script of another shape, saying which shape is expected', () => {
		for (const script of ['node build/start.js', 'exec node build/index.js', 'exec node --x build/start.js && echo done', 'exec node server/start.ts'])
			expect(() => startScriptNodeOptions(script)).toThrow(/must read "\[NAME=value …\] exec node \[--option …\] build\/start\.js", got/);
	});

	it("are what every program here starts the production server with: package.json's own", () => {
		const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string;
		expect(script).toContain('--max-semi-space-size=4');
		expect(script).toContain('--heap-growing-percent=30');
		expect(BUILT_SERVER_ARGS).toEqual([...startScriptNodeOptions(script), BUILT_SERVER_ENTRY]);
		expect(SERVER_ENV).toEqual({ MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '4096' });
	});
});
