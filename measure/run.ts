// The whole pipeline as one call: gather the selected shards as one campaign (rounds, round-robin),
// then analyse and publish every raw record in the visits folder (all shards merge into one
// publication). The CLI and the end-to-end test call this.
import { join } from 'node:path';
import { FRAMEWORKS, type Framework, type Profile } from '../src/lib/dimensions.ts';
import { TEST_APPS } from './apps/index.ts';
import { runCampaign, type ShardSummary } from './gather/campaign.ts';
import { requireCleanHarness } from './gather/facts.ts';
import { readAllShards, shardId } from './gather/records.ts';
import type { ShardOptions } from './gather/run-shard.ts';
import { readProductMetadata } from './products/metadata.ts';
import { PRODUCTS } from './products/index.ts';
import { NOT_MEASURED } from './products/not-measured.ts';
import { FIELD_SOURCE, readInstalledEntities, withFieldFigures } from './products/not-measured/field-figures.ts';
import { isUnsupported } from './products/types.ts';
import { assemblePublication } from './publish/assemble.ts';
import { assembleComparisons, writeComparisons } from './publish/comparisons.ts';
import type { PublicationInputs } from './publish/held-out-hosts.ts';
import { readHostRegister } from './campaign/host-register.ts';
import { mergeConflicts, mergeRawRecords, recordedReruns, servedMethodology, writePublication } from './publish/write.ts';
import { archiveReplacedPublication } from './publish/archive.ts';
import { readLayoutRound } from './publish/banner-layout.ts';

export interface MeasureOptions {
	profiles: Profile[];
	frameworks: Framework[];
	/** Product slugs to visit; all when empty. */
	products: string[];
	visits: number;
	/** Browser launches per shard, spread over the campaign (at least 4 for a publication). */
	rounds: number;
	/** Gathering records meant for publication: refuses a harness tree that differs from its commit. */
	publishable: boolean;
	/** Calibrate every round with the full effort (default: when publishable); a reader's check needs it without a clean tree. */
	fullCalibration?: boolean;
	/** Where gather appends raw records (runsDir/visits) and builds the test apps (runsDir/build). */
	runsDir: string;
	/** Where publish writes publication.json and visits/; null skips publishing. */
	outDir: string | null;
	/** Raw records to merge into outDir/visits before publishing; defaults to runsDir/visits. */
	fromDir?: string;
	gather: boolean;
	/** Gather only this round (0-based) of every selected shard: one unit of a campaign spread over machines. */
	onlyRound?: number;
	screenshots: boolean;
	/** Trace each press (default true); off only for the check that tracing changes nothing else (measure/README.md). */
	interactionTrace?: boolean;
	/**
	 * The methodology to state the records under when outDir holds no publication of them: a rerun is
	 * stated as the publication it is compared with states its numbers (at the control's speed from 1.4,
	 * through the validity gate), not as a lone host's 1.2.
	 */
	methodology?: string;
	/**
	 * Publish under this methodology even where outDir holds a publication of the same records under
	 * another: a new reading of them (1.6 reads 1.5's rounds), published at an address of its own.
	 */
	restateAs?: string;
	/**
	 * Visit every page once before the campaign (default true). The quick pipeline test turns it off:
	 * the campaign workflow's emulation preflights the same way and preflight.test.ts its refusals, so
	 * a third time would only add 15 s to every run of the suite.
	 */
	preflight?: boolean;
	/** Layout rounds only (issue 93): each page once, its banner layout read, nothing timed; needs outDir null. */
	layoutOnly?: boolean;
	log: (line: string) => void;
}

export type { ShardSummary };

/** Everything a publication of the records in `visitsDir` needs besides them: products, apps, the host register. */
export function publicationInputs(visitsDir: string): PublicationInputs {
	return {
		products: PRODUCTS,
		builtFrameworks: FRAMEWORKS.filter((f) => TEST_APPS[f]),
		installedMetadata: readProductMetadata,
		// Field figures are read from the pinned third-party-web package at every publish, never copied by hand.
		notMeasured: withFieldFigures(NOT_MEASURED, readInstalledEntities()),
		fieldSource: FIELD_SOURCE,
		hosts: readHostRegister(visitsDir)
	};
}

export async function measure(options: MeasureOptions): Promise<{ shards: ShardSummary[]; publication: string | null }> {
	const visitsDir = join(options.runsDir, 'visits');
	let shards: ShardSummary[] = [];
	if (options.gather) {
		if (options.publishable) requireCleanHarness();
		const selected: ShardOptions[] = [];
		for (const profile of options.profiles)
			for (const framework of options.frameworks) {
				const app = TEST_APPS[framework];
				if (!app) {
					options.log(`[${profile}-${framework}] skipped: the ${framework} test app is not built yet`);
					continue;
				}
				const products = PRODUCTS.filter(
					(p) => (options.products.length === 0 || options.products.includes(p.slug)) && !p.unavailable && !isUnsupported(p.frameworks[framework as 'react'])
				);
				selected.push({
					profile, framework, app, products, visits: options.visits, visitsDir,
					buildDir: join(options.runsDir, 'build'),
					screenshotsDir: options.screenshots ? join(options.runsDir, 'screenshots') : null,
					interactionTrace: options.interactionTrace ?? true,
					// A layout round's rate only has to be near the profile's: layout does not depend on it.
					quickCalibration: options.layoutOnly === true || !(options.fullCalibration ?? options.publishable),
					log: options.log
				});
			}
		if (options.outDir !== null && !options.fromDir) {
			const conflicts = mergeConflicts(visitsDir, join(options.outDir, 'visits'), selected.map((s) => `${shardId(s.profile, s.framework)}.jsonl`));
			if (conflicts.length > 0)
				throw new Error(`Refusing to gather: ${join(options.outDir, 'visits')} already holds records of ${conflicts.join(', ')} that ${visitsDir} lacks, so publishing there would be refused after the campaign. Use another --out (or the --runs-dir those records came from).`);
		}
		shards = await runCampaign(selected, options.rounds, options.log, options.preflight ?? true, options.onlyRound, options.layoutOnly);
	}
	if (options.outDir === null) return { shards, publication: null };
	// The publication covers every shard in outDir/visits: shards gathered elsewhere merge in, none is replaced.
	const outVisits = join(options.outDir, 'visits');
	mergeRawRecords(options.fromDir ?? visitsDir, outVisits);
	const records = readAllShards(outVisits);
	const named = options.restateAs ?? servedMethodology(options.outDir, records);
	const methodology = named ?? options.methodology;
	// A rerun stated as the publication it checks is compared on its timings: no layout round of its own.
	const timingsOnly = named === undefined && options.methodology !== undefined;
	const dataset = assemblePublication({ ...publicationInputs(outVisits), records, recordedReruns: recordedReruns(options.outDir), methodology, layoutRound: readLayoutRound(options.outDir), timingsOnly });
	// The publication this one replaces stays served at its permanent address (issue 55).
	archiveReplacedPublication(options.outDir, dataset.publication.analysisId, options.log);
	const publication = writePublication(dataset, options.outDir);
	options.log(`published ${publication} (${dataset.cells.filter((c) => c.answers.bannerVisible.status === 'measured').length} measured cells)`);
	// Head to head: every pair of products of every view (analyse/comparisons.ts), beside the dataset.
	const comparisons = assembleComparisons(records, dataset);
	options.log(`published ${writeComparisons(comparisons, dataset, options.outDir)} (${comparisons.views.reduce((sum, v) => sum + v.pairs.length, 0)} pairs)`);
	return { shards, publication };
}
