// One word, one sense (issue 91): a reader who met "not settled" for a Δ, a tier and a pair could not
// tell which claim a page made. Each phrase is now said of one kind of thing only, as the methodology's
// "Words used on this site" defines it; these tests read the Markdown every view and pair is published in.
import { describe, expect, inject, it } from 'vitest';
import { ALL_VIEWS } from '../src/lib/dimensions.ts';

const base = inject('baseUrl');
const text = async (path: string) => (await fetch(`${base}${path}`)).text();

/** The rows of the first Markdown table whose header starts with `first`, as cells keyed by their column's header. */
function tableRows(markdown: string, first: string): Record<string, string>[] {
	const lines = markdown.split('\n');
	const at = lines.findIndex((line) => line.startsWith(`| ${first} |`));
	if (at < 0) return [];
	const cells = (line: string) => line.slice(2, -2).split(' | ');
	const header = cells(lines[at]);
	const rows: Record<string, string>[] = [];
	for (const line of lines.slice(at + 2)) {
		if (!line.startsWith('| ')) break;
		rows.push(Object.fromEntries(cells(line).map((cell, i) => [header[i], cell])));
	}
	return rows;
}

describe('the words a page uses for an uncertain result, each in one sense', () => {
	it('in every view: "not settled" only of a Δ, "between tiers" only of a median\'s range with the threshold it crosses, never "not told apart"', async () => {
		const seen = { notSettled: 0, betweenTiers: 0 };
		for (const { profile, framework } of ALL_VIEWS) {
			const rows = tableRows(await text(`/index.md?profile=${profile}&framework=${framework}`), 'Product');
			expect(rows.length, `${profile} / ${framework}`).toBeGreaterThan(0);
			for (const row of rows)
				for (const [column, cell] of Object.entries(row)) {
					const where = `${profile} / ${framework}, ${row.Product}, ${column}`;
					if (cell.includes('not settled')) {
						seen.notSettled++;
						expect(column, where).toContain('Δ');
					}
					for (const phrase of cell.match(/between tiers( \([^)]*\))?/g) ?? []) {
						seen.betweenTiers++;
						expect(phrase, where).toMatch(/^between tiers \(the range crosses [\d,.]+ (ms|bytes|kB)\)$/);
					}
					expect(cell, where).not.toMatch(/not told apart|tier not settled|inconclusive/);
				}
		}
		// Each phrase is met at least once, so the rules above were applied to something.
		expect(seen.notSettled).toBeGreaterThan(0);
		expect(seen.betweenTiers).toBeGreaterThan(0);
	});

	it('on a compare page: a pair is "not told apart" or has a product named, never "not settled"', async () => {
		const conclusions: string[] = [];
		for (const [a, b] of [['cookies-eu-banner', 'cookieconsent'], ['klaro', 'orejime']])
			for (const { profile, framework } of ALL_VIEWS.filter((v) => v.profile === 'mobile')) {
				const rows = tableRows(await text(`/compare.md?profile=${profile}&framework=${framework}&a=${a}&b=${b}`), 'Outcome');
				conclusions.push(...rows.map((row) => row.Conclusion).filter((c): c is string => c !== undefined));
			}
		expect(conclusions.length).toBeGreaterThan(0);
		for (const conclusion of conclusions) {
			expect(conclusion).not.toMatch(/not settled|inconclusive|between tiers/);
			expect(conclusion).toMatch(/not told apart|no practical difference|costs more|measurably more|–/);
		}
		expect(conclusions.some((c) => c.includes('not told apart'))).toBe(true);
	});

	it('defines each of those words, and the pooled range, under "Words used on this site"', async () => {
		const methodology = await text('/methodology.md');
		const glossary = methodology.slice(methodology.indexOf('## Words used on this site'));
		for (const term of ['Not settled', 'between tiers', 'Not told apart', 'Pooled range', 'Machine spread', 'Range'])
			expect(glossary, term).toContain(`**${term}**`);
	});
});
