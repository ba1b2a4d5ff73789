// The study that chooses methodology 2.1's press condition (issue 90), by the rule fixed before it ran
// (press-condition-rule.ts). For each candidate: the machine spread of accept and reject by 1.5's rule
// (every admitted host of the campaign left out in turn, the 95th percentile of where its medians landed
// against the other hosts', as a share of their median, rounded up to 0.01), and how many press medians
// of machines outside the campaign lie inside that spread around the campaign's pooled median. Then the
// rule's choice. Markdown on stdout; reads records only.
//   node measure/study/press-conditions.ts --campaign data/visits --outside <visits dir> [--outside …]
import { PROFILES, type Profile } from '../../src/lib/dimensions.ts';
import { parseCommand } from '../../support/command-line.ts';
import { median, quantile } from '../../support/stats.ts';
import { MIN_VALID_VISITS } from '../analyse/cell.ts';
import { clickTiming, pressesMade } from '../analyse/click.ts';
import { interactionValue } from '../analyse/interaction-measure.ts';
import { pooledMedian, type RoundSample } from '../analyse/pooled.ts';
import { visitHosts } from '../analyse/samples.ts';
import { BASELINE } from '../apps/types.ts';
import { readAllShards, type RawRecord, type RunRecord, type VisitRecord } from '../gather/records.ts';
import { publishedRecords } from '../publish/admitted.ts';
import { choosePressCondition, PRESS_ACTIONS, CANDIDATE_CONDITIONS, type ConditionResult, type CandidateCondition } from './press-condition-rule.ts';

const USAGE = `Usage: node measure/study/press-conditions.ts --campaign <visits dir> --outside <visits dir> [--outside <visits dir> …]
  --campaign   the records the spread is read from (publication 2.0's: data/visits), gated as 2.0 gates them
  --outside    records of a machine outside that campaign (a reader's check, a later host), gated the same way`;
const { values } = parseCommand(USAGE, { campaign: { type: 'string' }, outside: { type: 'string', multiple: true, default: [] } });
if (!values.campaign) {
	console.error(`error: --campaign is required\n\n${USAGE}`);
	process.exit(2);
}

type Action = (typeof PRESS_ACTIONS)[number];
const ACTION_OF: Record<Action, 'accept' | 'reject'> = { clickResponse: 'accept', rejectResponse: 'reject' };

interface Side {
	visits: VisitRecord[];
	hostOf: (v: VisitRecord) => string | undefined;
	/** The CPU throttling rate of each unit (shard/runId). */
	rate: Map<string, number>;
}

const unit = (v: Pick<VisitRecord, 'shard' | 'runId'>) => `${v.shard}/${v.runId}`;

/** Admitted records of a visits dir, as 2.0 reads them. */
function side(records: readonly RawRecord[]): Side {
	const { records: admitted } = publishedRecords(records, '2.0');
	const runs = admitted.filter((r): r is RunRecord => r.kind === 'run');
	return {
		visits: admitted.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup),
		hostOf: visitHosts(runs),
		rate: new Map(runs.map((r) => [`${r.shard}/${r.runId}`, r.calibration?.rate ?? NaN]))
	};
}

// Each press is read many times over (every candidate, every host left out): once is enough.
const timings = new WeakMap<VisitRecord, ReturnType<typeof clickTiming>>();
const timingOf = (v: VisitRecord) => {
	let t = timings.get(v);
	if (!t) timings.set(v, (t = clickTiming(v.click!)));
	return t;
};
const handling = (v: VisitRecord) => interactionValue(timingOf(v), 'handling');

/** The campaign's fixed references of the two scaled candidates: per profile, its median round rate and its pooled control press. */
function references(campaign: Side): { rate: Record<Profile, number>; control: Record<Profile, number> } {
	const of = (profile: Profile) => {
		const own = campaign.visits.filter((v) => v.profile === profile);
		const rates = [...new Set(own.map(unit))].map((u) => campaign.rate.get(u)!).filter(Number.isFinite);
		const control = pressesMade(own.filter((v) => v.page === BASELINE), 'control').flatMap((v) => handling(v) ?? []);
		return { rate: median(rates), control: median(control) };
	};
	const d = of('desktop');
	const m = of('mobile');
	return { rate: { desktop: d.rate, mobile: m.rate }, control: { desktop: d.control, mobile: m.control } };
}

/**
 * A candidate's value of each press of a side, and the value of its round's control where the candidate
 * subtracts it (the press is then a Δ, scaled for the spread by the control plus the Δ, as page loads are).
 */
interface Reader {
	value: (v: VisitRecord) => number | null;
	/** The round's control presses, for a candidate that subtracts them (a round without any is then left out). */
	control: ((u: string) => number[] | undefined) | null;
}

function reader(condition: CandidateCondition, s: Side, refs: ReturnType<typeof references>): Reader {
	const controls = new Map<string, number[]>();
	for (const v of pressesMade(s.visits.filter((x) => x.page === BASELINE), 'control')) {
		const h = handling(v);
		if (h !== null) controls.set(unit(v), [...(controls.get(unit(v)) ?? []), h]);
	}
	const controlMedian = (v: VisitRecord) => {
		const c = controls.get(unit(v));
		return c && c.length > 0 ? median(c) : null;
	};
	switch (condition) {
		case '2.0':
			return { value: (v) => interactionValue(timingOf(v), 'work'), control: null };
		case 'handling':
			return { value: handling, control: null };
		case 'over-control':
			return { value: handling, control: (u) => controls.get(u) };
		case 'at-reference-rate':
			return { value: (v) => { const h = handling(v); return h === null ? null : (h * refs.rate[v.profile]) / s.rate.get(unit(v))!; }, control: null };
		case 'control-scaled':
			return { value: (v) => { const h = handling(v); const c = controlMedian(v); return h === null || c === null || c <= 0 ? null : (h * refs.control[v.profile]) / c; }, control: null };
	}
}

/** Presses a side needs of one page, as a published cell needs them (analyse/cell.ts, as spread/derive.ts counts them). */
function requiredPresses(s: Side, shard: string): number {
	const perPage = new Map<string, number>();
	for (const v of s.visits) if (v.shard === shard) perPage.set(v.page, (perPage.get(v.page) ?? 0) + 1);
	return Math.max(1, Math.floor(Math.min(MIN_VALID_VISITS, Math.max(...perPage.values())) / 2));
}

/** A side's pooled median of one page's presses and the scale its gap is a share of, or undefined under the presses a cell needs. */
function sideMedian(s: Side, read: Reader, shard: string, page: string, action: Action): { median: number; scale: number } | undefined {
	const pressed = pressesMade(s.visits.filter((v) => v.shard === shard && v.page === page), ACTION_OF[action]);
	const byHost = new Map<string, Map<string, number[]>>();
	for (const v of pressed) {
		const value = read.value(v);
		if (value === null || !Number.isFinite(value)) continue;
		const host = s.hostOf(v) ?? '';
		const rounds = byHost.get(host) ?? new Map<string, number[]>();
		rounds.set(unit(v), [...(rounds.get(unit(v)) ?? []), value]);
		byHost.set(host, rounds);
	}
	const hosts: RoundSample[][] = [];
	const controls: number[] = [];
	let n = 0;
	for (const rounds of byHost.values()) {
		const list: RoundSample[] = [];
		for (const [u, values] of rounds) {
			const bare = read.control?.(u);
			if (read.control && !bare) continue;
			list.push({ values, ...(bare ? { bare } : {}) });
			if (bare) controls.push(...bare);
			n += values.length;
		}
		if (list.length > 0) hosts.push(list);
	}
	if (n < requiredPresses(s, shard) || hosts.length === 0) return undefined;
	const m = pooledMedian(hosts);
	return { median: m, scale: controls.length > 0 ? Math.max(0, median(controls) + m) : Math.abs(m) };
}

const campaignRecords = readAllShards(values.campaign);
const campaign = side(campaignRecords);
const refs = references(campaign);
const outsiders = values.outside.map((dir) => ({ dir, side: side(readAllShards(dir)) }));
console.log(`# Press conditions (issue 90): campaign ${values.campaign}, ${new Set(campaign.visits.map((v) => campaign.hostOf(v))).size} hosts; references: rate ${refs.rate.desktop} desktop, ${refs.rate.mobile} mobile; control press ${refs.control.desktop.toFixed(2)} ms desktop, ${refs.control.mobile.toFixed(2)} ms mobile (2.1's reading)\n`);

const results: ConditionResult[] = [];
for (const condition of Object.keys(CANDIDATE_CONDITIONS) as CandidateCondition[]) {
	const spread = {} as ConditionResult['spread'];
	const hosts = [...new Set(campaign.visits.map((v) => campaign.hostOf(v) ?? ''))];
	for (const profile of PROFILES) {
		spread[profile] = {} as Record<Action, number>;
		for (const action of PRESS_ACTIONS) {
			const gaps: number[] = [];
			for (const shard of [...new Set(campaign.visits.filter((v) => v.profile === profile).map((v) => v.shard))]) {
				for (const host of hosts) {
					const own: Side = { ...campaign, visits: campaign.visits.filter((v) => v.shard === shard && (campaign.hostOf(v) ?? '') === host) };
					const rest: Side = { ...campaign, visits: campaign.visits.filter((v) => v.shard === shard && (campaign.hostOf(v) ?? '') !== host) };
					if (own.visits.length === 0 || rest.visits.length === 0) continue;
					const readOwn = reader(condition, own, refs);
					const readRest = reader(condition, rest, refs);
					for (const page of [...new Set(own.visits.map((v) => v.page))].filter((p) => p !== BASELINE)) {
						const mine = sideMedian(own, readOwn, shard, page, action);
						const theirs = sideMedian(rest, readRest, shard, page, action);
						if (!mine || !theirs || !(theirs.scale > 0)) continue;
						gaps.push(Math.abs(mine.median - theirs.median) / theirs.scale);
					}
				}
			}
			spread[profile][action] = gaps.length === 0 ? NaN : Math.ceil(quantile(gaps, 0.95) * 100 - 1e-9) / 100;
		}
	}
	let within = 0;
	let of = 0;
	const perOutside: string[] = [];
	for (const { dir, side: out } of outsiders) {
		let w = 0;
		let o = 0;
		const readOut = reader(condition, out, refs);
		const readCampaign = reader(condition, campaign, refs);
		for (const shard of [...new Set(out.visits.map((v) => v.shard))])
			for (const page of [...new Set(out.visits.filter((v) => v.shard === shard).map((v) => v.page))].filter((p) => p !== BASELINE))
				for (const action of PRESS_ACTIONS) {
					const mine = sideMedian(out, readOut, shard, page, action);
					const theirs = sideMedian(campaign, readCampaign, shard, page, action);
					const profile = out.visits.find((v) => v.shard === shard)!.profile;
					if (!mine || !theirs) continue;
					o += 1;
					if (Math.abs(mine.median - theirs.median) <= spread[profile][action] * theirs.scale) w += 1;
				}
		perOutside.push(`${dir}: ${w} of ${o}`);
		within += w;
		of += o;
	}
	results.push({ condition, spread, outside: { within, of } });
	const pct = (x: number) => `±${Math.round(x * 100)}%`;
	console.log(`- **${condition}** (${CANDIDATE_CONDITIONS[condition]}): desktop accept ${pct(spread.desktop.clickResponse)}, reject ${pct(spread.desktop.rejectResponse)}; mobile accept ${pct(spread.mobile.clickResponse)}, reject ${pct(spread.mobile.rejectResponse)}; outside ${within} of ${of} inside (${perOutside.join('; ')})`);
}
const choice = choosePressCondition(results);
console.log(`\nThe rule (measure/study/press-condition-rule.ts) adopts **${choice.chosen}**: ${choice.why}. Qualified: ${choice.qualified.join(', ') || 'none'}.`);
