// The harness's modules import one another in one direction (issue 49): a circle (calibrate → records →
// reference-host → calibrate, before 2026-11-27) makes every module of it load every other and hides
// which one owns a fact. Read from the sources' import lines; type-only imports count too.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
/** The harness's own sources: every .ts file under measure/ but tests, never inside .cache, .runs or node_modules. */
function sourcesIn(dir: string): string[] {
	return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return sourcesIn(path);
		return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
	});
}
const sources = sourcesIn('measure');

function importsOf(file: string): string[] {
	const text = readFileSync(join(root, file), 'utf8');
	return [...text.matchAll(/^import[^;]*?from '(\.[^']+)'/gm)].map((m) => normalize(join(dirname(file), m[1]))).filter((path) => sources.includes(path));
}

/** Every circle of imports among `files`, each as the path that closes it. */
function circles(files: readonly string[]): string[][] {
	const graph = new Map(files.map((file) => [file, importsOf(file)]));
	const found: string[][] = [];
	const done = new Set<string>();
	const visit = (file: string, path: string[]) => {
		if (path.includes(file)) return void found.push([...path.slice(path.indexOf(file)), file]);
		if (done.has(file)) return;
		for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
		done.add(file);
	};
	for (const file of files) visit(file, []);
	return found;
}

describe('the harness\'s imports', () => {
	it('form no circle', () => {
		expect(sources.length).toBeGreaterThan(40);
		expect(circles(sources).map((c) => c.map((f) => relative('measure', f)).join(' → '))).toEqual([]);
	});
});
