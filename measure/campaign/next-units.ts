// What a host gathers next for a campaign over hosts (docs/campaign.md): one round of every shard before
// a second of any, so every shard reaches its second host as early as it can, and a host's own series
// (which needs its second round under harness 2.0) comes shard after shard. A refused unit counts toward
// nothing, so its shard is due again, under the next round number: a unit's name is never reused, and the
// refused one stays as gathered. Pure: units-report.ts reads the campaign and prints the commands.
import { FRAMEWORKS, PROFILES, type Framework, type Profile } from '../../src/lib/dimensions.ts';
import { shardId } from '../gather/records.ts';

/** One unit a host has in the campaign, as its folder names it (round-N.<shard>) and the gate judged it. */
export interface HostUnitSummary {
	shard: string;
	/** N of round-N: 1 for a host's first round of the shard. */
	round: number;
	admitted: boolean;
}

/** One gather command's worth: shards of one profile due under the same round number. */
export interface NextGather {
	round: number;
	profile: Profile;
	frameworks: Framework[];
}

/** What a host gathers next, and how many admitted rounds each of those shards has from it so far. */
export interface NextUnits {
	admittedSoFar: number;
	gathers: NextGather[];
}

/**
 * The shards a host gathers next: those with the fewest admitted rounds from it, each under the round
 * number after the highest it has used for the shard; grouped by round, then profile. A host with no unit
 * gets round 1 of every shard. `lacking` (admitted units the campaign still lacks of a shard) puts the
 * groups, and the shards within a group, the campaign lacks most first: a sitting rarely has time for every
 * command, and the first it runs should be the one that brings publication nearest. Without it, or on a
 * tie, the order is the dimensions'.
 */
export function nextUnits(
	units: readonly HostUnitSummary[],
	shards: readonly { profile: Profile; framework: Framework }[],
	lacking: (shard: string) => number = () => 0
): NextUnits {
	const own = (s: { profile: Profile; framework: Framework }) => units.filter((u) => u.shard === shardId(s.profile, s.framework));
	const admitted = shards.map((s) => own(s).filter((u) => u.admitted).length);
	const fewest = Math.min(...admitted);
	const due = shards.filter((_, i) => admitted[i] === fewest).map((s) => ({ ...s, round: Math.max(0, ...own(s).map((u) => u.round)) + 1 }));
	const rounds = [...new Set(due.map((d) => d.round))].sort((a, b) => a - b);
	// Array.prototype.sort is stable, so equal shortfalls keep the order of rounds and the dimensions'. The
	// round number only names a unit (every due shard is one of the host's fewest), so it does not outrank need.
	const byLack = <T>(items: T[], lack: (item: T) => number) => items.sort((a, b) => lack(b) - lack(a));
	const groups = rounds.flatMap((round) =>
		PROFILES.flatMap((profile) => {
			const frameworks = FRAMEWORKS.filter((f) => due.some((d) => d.round === round && d.profile === profile && d.framework === f));
			return frameworks.length === 0 ? [] : [{ round, profile, frameworks: byLack(frameworks, (f) => lacking(shardId(profile, f))) }];
		})
	);
	const gathers = byLack(groups, (g) => lackingOf(g, lacking));
	return { admittedSoFar: fewest, gathers };
}

/** How many admitted units the campaign lacks of a group's shards, as `lacking` counts them. */
export const lackingOf = (next: NextGather, lacking: (shard: string) => number) => next.frameworks.reduce((sum, f) => sum + lacking(shardId(next.profile, f)), 0);

/** The gather flags of one group, as a campaign README's command takes them. */
export const gatherFlags = (next: NextGather) => `--profiles ${next.profile} --frameworks ${next.frameworks.join(',')} --round ${next.round}`;
