// Compares a rerun's publication with the published one and, when asked, records the figures as the
// published file's `reproducibility` section (validated, written atomically).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { validateDataset } from '../../src/lib/dataset.ts';
import type { Dataset } from '../../src/lib/schema.ts';
import { compareOutcomes, describeReproducibility, reproducibility } from '../analyse/agreement.ts';
import { readAllShards, type RunRecord } from '../gather/records.ts';
import { singleHarnessCommit } from './provenance.ts';
import { writeDataset } from './write.ts';

const read = (file: string) => validateDataset(JSON.parse(readFileSync(file, 'utf8')));

export interface RecordOptions {
	/** The publication the rerun is checked against (e.g. data/publication.json). */
	published: string;
	/** The rerun's own publication.json; its raw records are in visits/ beside it. */
	rerun: string;
	/** The command that reproduces the comparison, as published. */
	command: string;
	/** Write the section into `published` (otherwise only report). */
	write: boolean;
}

/** Returns the lines to print; with `write`, also stores the section in the published file. */
export function recordReproducibility(options: RecordOptions): string[] {
	const published = read(options.published);
	const rerun = read(options.rerun);
	const records = readAllShards(join(dirname(options.rerun), 'visits'));
	const runs = records.filter((r): r is RunRecord => r.kind === 'run');
	const shards = [...new Set(records.flatMap((r) => (r.kind === 'visit' ? [r.shard] : [])))].sort();
	const section = reproducibility(published, rerun, {
		rerunFrom: rerun.publication.collectedFrom,
		rerunTo: rerun.publication.collectedTo,
		harnessCommit: singleHarnessCommit(runs),
		shards,
		command: options.command
	});
	const lines = describeReproducibility(section, compareOutcomes(published, rerun));
	if (options.write) {
		const updated: Dataset = { ...published, reproducibility: section };
		writeDataset(updated, dirname(options.published), options.published);
		lines.push(`recorded the reproducibility section in ${options.published}`);
	}
	return lines;
}
