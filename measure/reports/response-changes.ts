// What a re-reading of the same records changed in the accept and reject responses (methodology 1.6,
// issue 65): cell by cell, each outcome's status and median in two publication files, and the count of
// head-to-head pairs each file decides. For the methodology page's figures and the closing note:
//   node measure/reports/response-changes.ts data/archive/<1.5's id>/publication.json data/publication.json
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Cell, Comparisons, Dataset } from '../../src/lib/schema.ts';

const [thenFile, nowFile] = process.argv.slice(2);
if (!thenFile || !nowFile) throw new Error('usage: node measure/reports/response-changes.ts <then publication.json> <now publication.json>');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Dataset;
const then = read(thenFile);
const now = read(nowFile);
const key = (c: Cell) => `${c.profile}/${c.framework}/${c.product}`;
const before = new Map(then.cells.map((c) => [key(c), c]));
const IDS = ['clickResponse', 'rejectResponse'] as const;
const outcome = (c: Cell, id: (typeof IDS)[number]) => (id === 'clickResponse' ? c.answers.clickResponse : c.rejectResponse);
const show = (o: Cell['rejectResponse']) => (o.status === 'measured' ? `${o.median} ms (${o.interval ? `${o.interval.low}–${o.interval.high}` : 'no range'})` : o.status);

console.log(`${then.publication.analysisId} (${then.publication.methodologyVersion}) → ${now.publication.analysisId} (${now.publication.methodologyVersion})`);
for (const id of IDS) {
	let unchanged = 0;
	const lines: string[] = [];
	for (const cell of now.cells) {
		const was = before.get(key(cell));
		if (!was) continue;
		const [a, b] = [outcome(was, id), outcome(cell, id)];
		if (JSON.stringify(a) === JSON.stringify(b)) {
			if (b.status === 'measured') unchanged++;
			continue;
		}
		lines.push(`  ${key(cell)}: ${show(a)} → ${show(b)}${b.status !== 'measured' ? ` (${b.reason.slice(0, 60)}…)` : ''}`);
	}
	console.log(`${id}: ${lines.length} cells changed, ${unchanged} measured cells identical`);
	for (const line of lines) console.log(line);
}

// Head to head: the pairs each publication's comparisons.json decides on the two responses.
const comparisonsOf = (file: string) => join(dirname(file), 'comparisons.json');
for (const [label, file] of [['then', thenFile], ['now', nowFile]] as const) {
	const pairs = (JSON.parse(readFileSync(comparisonsOf(file), 'utf8')) as Comparisons).views.flatMap((v) => v.pairs.map((p) => ({ profile: v.profile, outcomes: p.outcomes })));
	for (const profile of ['desktop', 'mobile'] as const)
		for (const id of IDS) {
			const all = pairs.filter((p) => p.profile === profile).flatMap((p) => (p.outcomes[id] ? [p.outcomes[id]!] : []));
			const decided = all.filter((d) => d.conclusion !== 'inconclusive').length;
			console.log(`${label} ${profile} ${id}: ${all.length} pairs compared, ${decided} decided`);
		}
}
