// Every host of a campaign is also a test (issue 49): for each host, the publication that the other
// hosts' records make alone, and that host's own medians compared with its intervals, as a rerun on a
// host those intervals never saw would be compared. Beside it, the same comparison within one host at
// the held-out host's sample size (that many of one host's rounds left out of its own intervals, each
// block in turn), so that a reader can tell the differences between hosts from sampling noise, and the
// head-to-head differences of every pair on the other hosts against the held-out host's own. Pure over
// the records (those the validity gate admits: the caller gates them), no browser, no clock;
// measure/hold-out-hosts.ts prints and records the result.
import type { Rerun, SameHostFigure } from '../../src/lib/schema.ts';
import { compareHeadToHead, compareOutcomes, reproducibility } from '../analyse/agreement.ts';
import type { RawRecord, RunRecord } from '../gather/records.ts';
import { assemblePublication, type AssembleInput } from './assemble.ts';
import { assembleComparisons } from './comparisons.ts';
import { singleHarnessCommit } from './provenance.ts';
import { rerunHost } from './reproducibility.ts';

/** What every publication of a subset needs besides its records: the products, the apps, the register. */
export type PublicationInputs = Omit<AssembleInput, 'records' | 'recordedReruns'>;

const runKey = (r: Pick<RawRecord, 'shard' | 'runId'>) => `${r.shard}/${r.runId}`;

/** Which host and round each run (and so each of its visits and its round-end) belongs to. */
function runsOf(records: readonly RawRecord[]): Map<string, { host: string; round: number }> {
	const runs = records.filter((r): r is RunRecord => r.kind === 'run');
	return new Map(runs.map((r) => [runKey(r), { host: r.machine.id ?? '', round: r.round ?? 0 }]));
}

/** The hosts the records name, in the order of the register if there is one, else by id. */
export function hostsOf(records: readonly RawRecord[], inputs: PublicationInputs): string[] {
	const ids = [...new Set([...runsOf(records).values()].map((r) => r.host))].sort();
	const order = (inputs.hosts ?? []).map((h) => h.id);
	return [...ids.filter((id) => order.includes(id)).sort((a, b) => order.indexOf(a) - order.indexOf(b)), ...ids.filter((id) => !order.includes(id))];
}

/** Each shard's rounds on one host, in order. */
function roundsByShard(records: readonly RawRecord[], host: string): Map<string, number[]> {
	const byShard = new Map<string, number[]>();
	for (const [key, run] of runsOf(records))
		if (run.host === host) {
			const shard = key.slice(0, key.indexOf('/'));
			byShard.set(shard, [...(byShard.get(shard) ?? []), run.round].sort((a, b) => a - b));
		}
	return byShard;
}

const select = (records: readonly RawRecord[], keep: (run: { host: string; round: number }, shard: string) => boolean) => {
	const runs = runsOf(records);
	return records.filter((r) => {
		const run = runs.get(runKey(r));
		return run !== undefined && keep(run, r.shard);
	});
};

interface Tally {
	within: number;
	overlapping: number;
	of: number;
	tiersHeld: number;
	held: number;
	contradicted: number;
	concluded: number;
}

/** A slice's publication, for its timings: a host held out is compared on them, not on the banner's layout. */
const timings = (inputs: PublicationInputs, records: readonly RawRecord[]) => assemblePublication({ ...inputs, records: [...records], timingsOnly: true });

function tally(held: readonly RawRecord[], rest: readonly RawRecord[], inputs: PublicationInputs): Tally {
	const rows = compareOutcomes(timings(inputs, rest), timings(inputs, held));
	const concluded = rows.filter((r) => r.conclusion !== null);
	return {
		within: rows.filter((r) => r.within).length,
		overlapping: rows.filter((r) => r.overlapping).length,
		of: rows.length,
		tiersHeld: rows.filter((r) => r.tierHeld).length,
		held: concluded.filter((r) => r.conclusion!.rerun === r.conclusion!.published).length,
		contradicted: concluded.filter((r) => r.conclusion!.rerun !== r.conclusion!.published && r.conclusion!.rerun !== 'inconclusive').length,
		concluded: concluded.length
	};
}

/**
 * The same-host figure for a held-out host with `rounds` rounds per shard: on the other host with the
 * most rounds, each block of `rounds` of its rounds per shard in turn is compared with intervals from
 * its remaining rounds. Undefined when no host has more rounds than that (nothing would be left).
 */
export function sameHostFigure(records: readonly RawRecord[], heldOut: string, inputs: PublicationInputs): SameHostFigure | undefined {
	const heldRounds = roundsByShard(records, heldOut);
	const rounds = Math.max(...[...heldRounds.values()].map((list) => list.length));
	const candidates = hostsOf(records, inputs)
		.filter((h) => h !== heldOut)
		.map((host) => ({ host, byShard: roundsByShard(records, host) }))
		.map((c) => ({ ...c, shards: [...heldRounds.keys()].filter((s) => (c.byShard.get(s)?.length ?? 0) > rounds) }))
		.filter((c) => c.shards.length > 0);
	if (candidates.length === 0) return undefined;
	const total = (c: (typeof candidates)[number]) => [...c.byShard.values()].reduce((sum, list) => sum + list.length, 0);
	const reference = candidates.reduce((best, c) => (c.shards.length > best.shards.length || (c.shards.length === best.shards.length && total(c) > total(best)) ? c : best));
	const splits = Math.min(...reference.shards.map((s) => Math.floor(reference.byShard.get(s)!.length / rounds)));
	const sum: Tally = { within: 0, overlapping: 0, of: 0, tiersHeld: 0, held: 0, contradicted: 0, concluded: 0 };
	for (let k = 0; k < splits; k++) {
		const block = (shard: string) => reference.byShard.get(shard)!.slice(k * rounds, (k + 1) * rounds);
		const own = select(records, (run, shard) => run.host === reference.host && reference.shards.includes(shard));
		const part = tally(
			select(own, (run, shard) => block(shard).includes(run.round)),
			select(own, (run, shard) => !block(shard).includes(run.round)),
			inputs
		);
		for (const key of Object.keys(sum) as (keyof Tally)[]) sum[key] += part[key];
	}
	return {
		host: reference.host,
		roundsHeldOut: rounds,
		splits,
		mediansWithinIntervals: { within: sum.within, of: sum.of },
		intervalsOverlapping: { overlapping: sum.overlapping, of: sum.of },
		conclusionsHeld: { held: sum.held, contradicted: sum.contradicted, of: sum.concluded },
		tiersHeld: { held: sum.tiersHeld, of: sum.of }
	};
}

/**
 * One host left out: its records' publication against the publication of the other hosts' records of
 * the same shards, as an entry of the publication's reproducibility list. Shards that no other host
 * measured are left out (there is nothing to compare with). `analysisId` is the whole campaign's.
 */
export function heldOutHost(records: readonly RawRecord[], host: string, inputs: PublicationInputs, analysisId: string, command: string, options: { sameHost?: boolean } = {}): Rerun | undefined {
	const others = new Set([...runsOf(records)].filter(([, run]) => run.host !== host).map(([key]) => key.slice(0, key.indexOf('/'))));
	const own = select(records, (run, shard) => run.host === host && others.has(shard));
	if (own.length === 0) return undefined;
	const shards = new Set(own.map((r) => r.shard));
	const rest = select(records, (run, shard) => run.host !== host && shards.has(shard));
	const heldPublication = timings(inputs, own);
	const restPublication = timings(inputs, rest);
	const ownRuns = own.filter((r): r is RunRecord => r.kind === 'run');
	const entry = reproducibility(restPublication, heldPublication, {
		host: { ...withoutRelation(rerunHost(ownRuns, rest.filter((r): r is RunRecord => r.kind === 'run'))), relation: 'held-out', id: host },
		rerunFrom: heldPublication.publication.collectedFrom,
		rerunTo: heldPublication.publication.collectedTo,
		harnessCommit: singleHarnessCommit(ownRuns),
		shards: [...shards].sort(),
		command
	});
	const sameHost = options.sameHost === false ? undefined : sameHostFigure(records, host, inputs);
	// Head to head: the other hosts' differences of every pair against the held-out host's own.
	const headToHead = compareHeadToHead(assembleComparisons(rest, restPublication), assembleComparisons(own, heldPublication));
	return { ...entry, analysisId, visitsPerCell: heldPublication.publication.visitsPerCell, ...(sameHost ? { sameHost } : {}), headToHead };
}

/** A rerun's host facts without the relation rerunHost judged ("other"): a held-out host is the campaign's own. */
const withoutRelation = ({ relation: _judged, ...facts }: Rerun['host']) => facts;
