// Validates a parsed data/publication.json: the schema first, then the cross-checks a schema
// cannot express. Used by the site at start-up and by the harness before it writes.
// The first violation is reported with the path of the offending field.
import * as v from 'valibot';
import { ALL_VIEWS } from './dimensions.ts';
import { METRIC_IDS, outcomeOf, TIMED_METRIC_IDS } from './metrics.ts';
import { DatasetSchema, type Dataset, type MetricOutcome, type Rerun } from './schema.ts';

export class DatasetError extends Error {
	readonly path: string;
	readonly problem: string;
	constructor(path: string, problem: string) {
		super(`${path}: ${problem}`);
		this.path = path;
		this.problem = problem;
		this.name = 'DatasetError';
	}
}

export function issuePath(issue: v.BaseIssue<unknown>): string {
	const keys = (issue.path ?? []).map((item) => item.key);
	return keys.reduce<string>(
		(path, key) => (typeof key === 'number' ? `${path}[${key}]` : `${path}.${String(key)}`),
		'$'
	);
}

export function describeIssue(issue: v.BaseIssue<unknown>): string {
	// valibot reports an unexpected key of a strict object as "Invalid key: Expected never …".
	if (issue.kind === 'schema' && issue.expected === 'never') return 'unexpected field (not allowed by the schema)';
	if (issue.received === 'undefined') return `required field is missing (expected ${issue.expected})`;
	return issue.message;
}

/** Returns the typed dataset, or throws a DatasetError naming the first bad field. */
export function validateDataset(input: unknown): Dataset {
	const result = v.safeParse(DatasetSchema, input, { abortEarly: true });
	if (!result.success) {
		const issue = result.issues[0];
		throw new DatasetError(issuePath(issue), describeIssue(issue));
	}
	crossCheck(result.output);
	return result.output;
}

function crossCheck(dataset: Dataset): void {
	const { publication } = dataset;
	// ISO dates compare correctly as strings.
	if (publication.collectedFrom > publication.collectedTo)
		throw new DatasetError('$.publication.collectedFrom', `${publication.collectedFrom} is after collectedTo ${publication.collectedTo}`);
	if (publication.collectedTo > publication.publishedOn)
		throw new DatasetError('$.publication.collectedTo', `${publication.collectedTo} is after publishedOn ${publication.publishedOn}`);

	const metricIds = dataset.metrics.map((m) => m.id);
	if (metricIds.join() !== METRIC_IDS.join())
		throw new DatasetError('$.metrics', `must list exactly ${METRIC_IDS.join(', ')} in that order, got ${metricIds.join(', ')}`);

	const slugs = new Set<string>();
	dataset.products.forEach((product, i) => {
		if (slugs.has(product.slug)) throw new DatasetError(`$.products[${i}].slug`, `duplicate product "${product.slug}"`);
		slugs.add(product.slug);
	});

	const seen = new Set<string>();
	dataset.cells.forEach((cell, i) => {
		const at = `$.cells[${i}]`;
		if (!slugs.has(cell.product)) throw new DatasetError(`${at}.product`, `unknown product "${cell.product}"`);
		const key = `${cell.profile}/${cell.framework}/${cell.product}`;
		if (seen.has(key)) throw new DatasetError(at, `duplicate cell ${key}`);
		seen.add(key);
		for (const id of TIMED_METRIC_IDS) {
			const outcome: MetricOutcome = outcomeOf(cell, id);
			const path = id === 'rejectResponse' ? `${at}.rejectResponse` : `${at}.answers.${id}`;
			checkOutcome(outcome, path, publication.visitsPerCell);
		}
		if (cell.correctness.status === 'measured') {
			const c = cell.correctness;
			if (c.failures.length > c.failed)
				throw new DatasetError(`${at}.correctness.failures`, `lists ${c.failures.length} failures but failed is ${c.failed}`);
		}
	});

	for (const { profile, framework } of ALL_VIEWS)
		for (const slug of slugs)
			if (!seen.has(`${profile}/${framework}/${slug}`))
				throw new DatasetError('$.cells', `missing cell ${profile}/${framework}/${slug}`);
	dataset.reproducibility?.forEach((rerun, i) => checkRerun(dataset, rerun, `$.reproducibility[${i}]`, seen));
}

/** A recorded rerun must describe this publication, and its counts must add up to its outcome rows. */
function checkRerun(dataset: Dataset, r: Rerun, at: string, cells: Set<string>): void {
	if (r.analysisId !== dataset.publication.analysisId)
		throw new DatasetError(`${at}.analysisId`, `"${r.analysisId}" is not this publication's analysisId "${dataset.publication.analysisId}"`);
	if (r.rerunFrom > r.rerunTo) throw new DatasetError(`${at}.rerunFrom`, `${r.rerunFrom} is after rerunTo ${r.rerunTo}`);
	if ((r.host.relation === 'simulated-slower') !== (r.host.simulation !== undefined))
		throw new DatasetError(`${at}.host.simulation`, r.host.simulation === undefined ? 'a simulated-slower host must say how it was simulated' : `only a simulated-slower host has a simulation; this one is "${r.host.relation}"`);
	// A held-out host is one of the campaign's own, named by its id; only it has a same-host figure to stand beside.
	if (r.host.relation === 'held-out' && !dataset.hosts?.some((h) => h.id === r.host.id))
		throw new DatasetError(`${at}.host.id`, `a held-out host must be one of the publication's hosts (${(dataset.hosts ?? []).map((h) => h.id).join(', ') || 'none listed'}); it is ${r.host.id ?? 'unnamed'}`);
	if (r.sameHost !== undefined && r.host.relation !== 'held-out')
		throw new DatasetError(`${at}.sameHost`, `only a held-out host has a same-host figure; this one is "${r.host.relation}"`);
	r.outcomes.forEach((row, i) => {
		if (!cells.has(`${row.profile}/${row.framework}/${row.product}`))
			throw new DatasetError(`${at}.outcomes[${i}]`, `no cell ${row.profile}/${row.framework}/${row.product} in this publication`);
	});
	const count = (test: (row: (typeof r.outcomes)[number]) => boolean) => r.outcomes.filter(test).length;
	const shares: [string, number, number, number, number][] = [
		['mediansWithinIntervals', r.mediansWithinIntervals.within, r.mediansWithinIntervals.of, count((row) => row.within), r.outcomes.length],
		['intervalsOverlapping', r.intervalsOverlapping.overlapping, r.intervalsOverlapping.of, count((row) => row.overlapping), r.outcomes.length]
	];
	for (const [field, part, of, expectedPart, expectedOf] of shares)
		if (part !== expectedPart || of !== expectedOf)
			throw new DatasetError(`${at}.${field}`, `says ${part} of ${of}, but the outcome rows give ${expectedPart} of ${expectedOf}`);
	for (const [field, part, of] of [
		['conclusionsHeld', r.conclusionsHeld.held + r.conclusionsHeld.contradicted, r.conclusionsHeld.of],
		['tiersHeld', r.tiersHeld.held, r.tiersHeld.of],
		['addedBytesIdentical', r.addedBytesIdentical.identical, r.addedBytesIdentical.of]
	] as const)
		if (part > of) throw new DatasetError(`${at}.${field}`, `counts ${part}, more than its total ${of}`);
}

function checkOutcome(outcome: MetricOutcome, path: string, visitsPerCell: number): void {
	if (outcome.status !== 'measured') return;
	if (outcome.samples > visitsPerCell)
		throw new DatasetError(`${path}.samples`, `${outcome.samples} is more than visitsPerCell (${visitsPerCell})`);
	if (outcome.interval && outcome.interval.low > outcome.interval.high)
		throw new DatasetError(`${path}.interval`, `low ${outcome.interval.low} is above high ${outcome.interval.high}`);
}
