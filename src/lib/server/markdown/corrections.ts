// Markdown of the corrections page: what a report needs and where it goes.
import { FRAMEWORKS, PROFILES } from '../../dimensions.ts';
import { METRIC_IDS } from '../../metrics.ts';
import type { Dataset } from '../../schema.ts';

export function renderCorrectionsMarkdown(dataset: Dataset, origin: string): string {
	const list = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ');
	return [
		'# Corrections',
		'',
		'> Found a result that looks wrong? Report it. This service stores nothing: the form composes a structured report and hands it to you as a pre-filled e-mail or issue.',
		'',
		`The form at ${origin}/corrections (it works without JavaScript) asks for:`,
		'',
		`- **product**: one of ${dataset.products.map((p) => `\`${p.slug}\` (${p.name})`).join(', ')}`,
		`- **profile**: one of ${list(PROFILES)}`,
		`- **framework**: one of ${list(FRAMEWORKS)}`,
		`- **metric**: one of ${list(METRIC_IDS)}`,
		'- **what is wrong**: what you expected and what the site shows (the composed report quotes the published value)',
		'- **evidence**: a trace, a rerun of the harness, a configuration link',
		'',
		`A pre-filled report can be composed by URL, for example ${origin}/corrections?product=${dataset.products[0]?.slug ?? 'slug'}&profile=mobile&framework=react&metric=pageDelay&problem=…`,
		'',
		`Reports are read against the published raw visits (${origin}/data/publication.json) and the harness in the repository. Vendors have the same right of reply as anyone else.`,
		''
	].join('\n');
}
