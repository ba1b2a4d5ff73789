// The harness's and the service's modules import one another in one direction (issues 49 and 60): a
// circle (calibrate → records → reference-host → calibrate in the harness, before 2026-11-27; site →
// pages → leaderboard-page → site in the service, before 2026-11-28) makes every module of it load every
// other and hides which one owns a fact. Read from the sources' import lines (relative and #lib/ ones);
// type-only imports count too.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
/** A tree's own sources: every .ts file under `dir` but tests, never inside .cache, .runs or node_modules. */
function sourcesIn(dir: string): string[] {
	return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return sourcesIn(path);
		return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
	});
}

/** The modules a source imports among `sources` (`#lib/x` is src/lib/x, as package.json's imports say). */
function importsOf(file: string, text: string, sources: readonly string[]): string[] {
	return [...text.matchAll(/^(?:import|export)[^;]*?from '((?:\.|#lib\/)[^']+)'/gm)]
		.map((m) => (m[1].startsWith('#lib/') ? normalize(join('src/lib', m[1].slice(5))) : normalize(join(dirname(file), m[1]))))
		.filter((path) => sources.includes(path));
}

/** Every circle of imports among the sources, each as the path that closes it. */
function circles(sources: readonly string[], read: (file: string) => string): string[][] {
	const graph = new Map(sources.map((file) => [file, importsOf(file, read(file), sources)]));
	const found: string[][] = [];
	const done = new Set<string>();
	const visit = (file: string, path: string[]) => {
		if (path.includes(file)) return void found.push([...path.slice(path.indexOf(file)), file]);
		if (done.has(file)) return;
		for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
		done.add(file);
	};
	for (const file of sources) visit(file, []);
	return found;
}

const readSource = (file: string) => readFileSync(join(root, file), 'utf8');

describe('imports', () => {
	it.each([
		['measure', 40],
		['src', 100]
	])('of %s form no circle', (tree, atLeast) => {
		const sources = sourcesIn(tree);
		expect(sources.length).toBeGreaterThan(atLeast);
		expect(circles(sources, readSource).map((c) => c.map((f) => relative(tree, f)).join(' → '))).toEqual([]);
	});

	it('finds a planted circle, through a type-only import and a #lib/ path', () => {
		const planted: Record<string, string> = {
			'src/lib/server/site.ts': "import { buildPages } from './pages.ts';\n",
			'src/lib/server/pages.ts': "import type { Site } from '#lib/server/site.ts';\n",
			'src/lib/other.ts': "import { x } from './server/site.ts';\n"
		};
		expect(circles(Object.keys(planted), (f) => planted[f])).toEqual([['src/lib/server/site.ts', 'src/lib/server/pages.ts', 'src/lib/server/site.ts']]);
	});
});
