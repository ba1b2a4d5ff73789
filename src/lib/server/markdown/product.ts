// Markdown of a product page: one product across every profile and framework.
import { ALL_VIEWS, FRAMEWORK_LABELS, PROFILE_LABELS } from '../../dimensions.ts';
import { outcomeOf, TIMED_METRIC_IDS } from '../../metrics.ts';
import { describeCorrectness } from '../../format.ts';
import type { BenchmarkView, Product, ResultEntry } from '../../schema.ts';
import type { ViewKey } from '../../dimensions.ts';
import { outcomeCell, outcomeHeader } from './leaderboard.ts';
import { table } from './tables.ts';

export function productResult(view: BenchmarkView, slug: string): ResultEntry {
	const entry = view.results.find((r) => r.product.slug === slug);
	if (!entry) throw new Error(`product ${slug} is not in view ${view.profile}/${view.framework}`);
	return entry;
}

export function renderProductMarkdown(product: Product, viewOf: (key: ViewKey) => BenchmarkView, origin: string): string {
	const first = viewOf(ALL_VIEWS[0]);
	const p = first.publication;
	const rows = ALL_VIEWS.map((key) => {
		const entry = productResult(viewOf(key), product.slug);
		return [
			PROFILE_LABELS[key.profile],
			FRAMEWORK_LABELS[key.framework],
			...TIMED_METRIC_IDS.map((id) => outcomeCell(id, outcomeOf(entry, id))),
			describeCorrectness(entry.correctness),
			entry.notes.join(' ')
		];
	});
	const header = ['Profile', 'Framework', ...TIMED_METRIC_IDS.map(outcomeHeader), 'Correctness (checks)', 'Notes'];
	return [
		`# ${product.name} ${product.version}`,
		'',
		`> ${product.vendor} · ${product.website} · Preview publication of ${p.publishedOn}, methodology ${p.methodologyVersion}. Measured on controlled test pages; compare products only within one profile and framework.`,
		'',
		`Leaderboards: ${origin}/?profile=desktop · Methodology: ${origin}/methodology · How to cite: ${origin}/methodology#cite`,
		'',
		'## Results by profile and framework',
		'',
		table(header, rows),
		'',
		'## Caveats',
		'',
		first.caveats.map((c) => `- ${c}`).join('\n'),
		''
	].join('\n');
}
