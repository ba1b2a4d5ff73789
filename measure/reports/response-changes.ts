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

// Head to head: the pairs each publication's comparisons.json decides on the two responses, by conclusion,
// and how many it calls "no practical difference" although one median is ×1.5 the other or more (issue 90).
const comparisonsOf = (file: string) => join(dirname(file), 'comparisons.json');
for (const [label, file, dataset] of [['then', thenFile, then], ['now', nowFile, now]] as const) {
	const medians = new Map(dataset.cells.flatMap((c) => IDS.flatMap((id) => { const o = outcome(c, id); return o.status === 'measured' ? [[`${key(c)}/${id}`, o.median] as const] : []; })));
	const pairs = (JSON.parse(readFileSync(comparisonsOf(file), 'utf8')) as Comparisons).views.flatMap((v) => v.pairs.map((p) => ({ view: `${v.profile}/${v.framework}`, profile: v.profile, a: p.a, b: p.b, outcomes: p.outcomes })));
	for (const profile of ['desktop', 'mobile'] as const)
		for (const id of IDS) {
			const all = pairs.filter((p) => p.profile === profile && p.outcomes[id]);
			const by = new Map<string, number>();
			for (const p of all) by.set(p.outcomes[id]!.conclusion, (by.get(p.outcomes[id]!.conclusion) ?? 0) + 1);
			const decided = all.filter((p) => p.outcomes[id]!.conclusion !== 'inconclusive').length;
			const ratio = (p: (typeof all)[number]) => {
				const [ma, mb] = [medians.get(`${p.view}/${p.a}/${id}`)!, medians.get(`${p.view}/${p.b}/${id}`)!];
				return Math.max(ma, mb) / Math.min(ma, mb);
			};
			const alikeApart = all.filter((p) => p.outcomes[id]!.conclusion === 'no-practical-difference' && ratio(p) >= 1.5);
			const maxAlike = Math.max(0, ...all.filter((p) => p.outcomes[id]!.conclusion === 'no-practical-difference').map(ratio));
			console.log(`${label} ${profile} ${id}: ${all.length} pairs compared, ${decided} decided (${[...by].map(([c, n]) => `${c} ${n}`).join(', ')}); "no practical difference" with medians ×1.5 or more apart: ${alikeApart.length} (largest ×${maxAlike.toFixed(2)})`);
		}
}
