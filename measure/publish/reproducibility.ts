// Compares a rerun's publication with the published one and, when asked, appends the figures to the
// published file's list of reruns (validated, written atomically), naming the host the rerun ran on.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { validateDataset } from '../../src/lib/dataset.ts';
import type { Dataset, Rerun, RerunHost } from '../../src/lib/schema.ts';
import { validateComparisons } from '../../src/lib/comparisons.ts';
import { compareHeadToHead, compareOutcomes, describeReproducibility, reproducibility } from '../analyse/agreement.ts';
import { readAllShards, type RawRecord, type RunRecord } from '../gather/records.ts';
import { caveatsOf, describeHostMachine, methodologyNamedBy, singleHarnessCommit } from './provenance.ts';
import { publishedRecords } from './admitted.ts';
import { writeDataset } from './write.ts';
import { readHostRegister } from '../campaign/host-register.ts';
import { median } from '../../support/stats.ts';

const read = (file: string) => validateDataset(JSON.parse(readFileSync(file, 'utf8')));
/** The comparisons.json beside a publication file, validated against it; undefined when there is none. */
function comparisonsBeside(file: string, dataset: Dataset) {
	const path = join(dirname(file), 'comparisons.json');
	return existsSync(path) ? validateComparisons(JSON.parse(readFileSync(path, 'utf8')), dataset) : undefined;
}

const recordsIn = (visitsDir: string): RawRecord[] => (existsSync(visitsDir) ? readAllShards(visitsDir) : []);

export interface RecordOptions {
	/** The publication the rerun is checked against (e.g. data/publication.json); its raw records are in visits/ beside it. */
	published: string;
	/** The rerun's own publication.json; its raw records are in visits/ beside it. */
	rerun: string;
	/** The command that reproduces the comparison, as published. */
	command: string;
	/** Append the rerun to `published`'s list (otherwise only report). */
	write: boolean;
}


/**
 * The rerun's host, told from the records: host ids (methodology 1.1) say whether it is the
 * publication's own host. (Harnesses before 2026-11-27 could also simulate a slower host, recorded as
 * such; docs/research/single-host-methods.md.)
 */
export function rerunHost(rerunRuns: readonly RunRecord[], publishedRuns: readonly RunRecord[]): RerunHost {
	const description = [...new Set(rerunRuns.map(describeHostMachine))].join('; ');
	const indexes = rerunRuns.flatMap((r) => (r.calibration ? [r.calibration.hostIndex] : []));
	const benchmarkIndex = indexes.length > 0 ? { benchmarkIndex: Math.round(median(indexes)) } : {};
	const ids = (runs: readonly RunRecord[]) => runs.map((r) => r.machine.id);
	if ([...ids(rerunRuns), ...ids(publishedRuns)].some((id) => id === undefined)) return { description, relation: 'unrecorded', ...benchmarkIndex };
	const published = new Set(ids(publishedRuns));
	return { description, relation: ids(rerunRuns).every((id) => published.has(id)) ? 'same' : 'other', ...benchmarkIndex };
}

/**
 * The list of reruns with `entry` recorded. Recording the same comparison again (the command names the
 * rerun's records) replaces its entry in place, so redoing a recording leaves the file as it was.
 */
export function withRerun(listed: readonly Rerun[], entry: Rerun): Rerun[] {
	const at = listed.findIndex((r) => r.command === entry.command);
	return at === -1 ? [...listed, entry] : listed.map((r, i) => (i === at ? entry : r));
}

/** Returns the lines to print; with `write`, also appends the rerun to the published file's list. */
export function recordReproducibility(options: RecordOptions): string[] {
	const published = read(options.published);
	const rerun = read(options.rerun);
	const records = readAllShards(join(dirname(options.rerun), 'visits'));
	const runs = records.filter((r): r is RunRecord => r.kind === 'run');
	const shards = [...new Set(records.flatMap((r) => (r.kind === 'visit' ? [r.shard] : [])))].sort();
	const publishedRaw = recordsIn(join(dirname(options.published), 'visits'));
	const publishedRuns = publishedRaw.filter((r): r is RunRecord => r.kind === 'run');
	const host = rerunHost(runs, publishedRuns);
	const compared = reproducibility(published, rerun, {
		host,
		rerunFrom: rerun.publication.collectedFrom,
		rerunTo: rerun.publication.collectedTo,
		harnessCommit: singleHarnessCommit(runs),
		shards,
		command: options.command
	});
	// Head to head, where both publications have their pairs beside them (every publish writes them).
	const publishedPairs = comparisonsBeside(options.published, published);
	const rerunPairs = comparisonsBeside(options.rerun, rerun);
	const entry = publishedPairs && rerunPairs ? { ...compared, headToHead: compareHeadToHead(publishedPairs, rerunPairs) } : compared;
	const h = entry.headToHead;
	const lines = [
		`rerun host: ${host.description} (${host.relation}${host.benchmarkIndex ? `, BenchmarkIndex ${host.benchmarkIndex}` : ''})`,
		...describeReproducibility(entry, compareOutcomes(published, rerun)),
		...(h ? [`head to head: ${h.held} of ${h.decided} decided conclusions held, ${h.open} left open, ${h.contradicted} contradicted; the difference kept its sign in ${h.signKept.kept} of ${h.signKept.of} pairs`] : [])
	];
	if (options.write) {
		const reruns = withRerun(published.reproducibility ?? [], entry);
		// The caveats cite the latest rerun on another host: worded again with the new list, as a republish would.
		const caveats = publishedRuns.length > 0 ? caveatsOf(publishedRecords(publishedRaw, methodologyNamedBy(published)), reruns, readHostRegister(join(dirname(options.published), 'visits'))) : published.caveats;
		writeDataset({ ...published, caveats, reproducibility: reruns }, dirname(options.published), options.published);
		lines.push(`recorded the rerun in ${options.published} (${reruns.length} rerun(s) listed)`);
	}
	return lines;
}
