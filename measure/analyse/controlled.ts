// Medians at the control's speed (methodology 1.4, issue 58). Every round measures the bare page, the
// control, beside the products on the same host. A round is stated at the reference speed by the factor
// reference ÷ (the round's control median), and a Δ outcome is each product visit's difference from the
// bare page measured in its own round. Both are computed within the round, so a host's speed cancels
// before rounds and hosts are pooled, and two products of one round are scaled alike (no sign changes).
// The bootstrap draws the control's visits with the products' (hosts, then rounds, then visits), so the
// intervals carry the control's own uncertainty.
import { seededRandom } from './random.ts';
import { BOOTSTRAP_RESAMPLES, percentileInterval, select, type Interval } from './stats.ts';

/** One round as the controlled statistics read it. */
export interface ControlledRound {
	/** The outcome's values of the page's visits in this round (of product A, for a pair). */
	values: readonly number[];
	/** For a pair: product B's values of the same round. */
	other?: readonly number[];
	/**
	 * The round's bare-page visits, one entry per visit in both arrays: `shift` holds the outcome's own
	 * value on the bare page (subtracted as its median, for a Δ outcome), `control` the control measure
	 * (the round is scaled by `reference` ÷ its median). Either may be absent: nothing is subtracted, or
	 * nothing is scaled.
	 */
	bare?: { shift?: readonly number[]; control?: readonly number[] };
	/** The shard's fixed reference of the control measure; read only with `bare.control`. */
	reference?: number;
}

/** A sample split by host, then by round (every host has at least one round). */
export type ControlledHosts = readonly (readonly ControlledRound[])[];

const bareCount = (r: ControlledRound) => r.bare?.shift?.length ?? r.bare?.control?.length ?? 0;

function check(hosts: ControlledHosts, what: string): void {
	if (hosts.length === 0 || hosts.some((rounds) => rounds.length === 0)) throw new Error(`${what}: every host needs at least one round`);
	for (const rounds of hosts)
		for (const r of rounds) {
			if (r.values.length === 0 || (r.other && r.other.length === 0)) throw new Error(`${what}: every round needs at least one value on each side`);
			const { shift, control } = r.bare ?? {};
			if ((shift || control) && bareCount(r) === 0) throw new Error(`${what}: a round that is shifted or scaled needs a bare-page visit`);
			if (shift && control && shift.length !== control.length) throw new Error(`${what}: the bare page's outcome values and control values must come from the same visits`);
			if (control && !(r.reference! > 0)) throw new Error(`${what}: a scaled round needs a positive reference`);
			if (control && control.some((c) => !(c > 0))) throw new Error(`${what}: a control value must be positive`);
		}
}

/** The middle of values[0, n) (the mean of the two middle ones for an even count), reordering them. */
function medianInPlace(values: Float64Array, n: number): number {
	const upper = select(values, n, n >> 1);
	if (n % 2 === 1) return upper;
	// After selecting the upper middle, every value before it is no larger: the lower middle is their maximum.
	let lower = -Infinity;
	for (let i = 0; i < n >> 1; i++) if (values[i] > lower) lower = values[i];
	return (lower + upper) / 2;
}

const medianOf = (values: readonly number[]) => medianInPlace(Float64Array.from(values), values.length);

/** What a round subtracts from and multiplies its values by, from its bare-page visits as measured. */
export function roundAdjustment(r: ControlledRound): { shift: number; factor: number } {
	const shift = r.bare?.shift ? medianOf(r.bare.shift) : 0;
	const factor = r.bare?.control ? r.reference! / medianOf(r.bare.control) : 1;
	return { shift, factor };
}

/** A round's values as published: (value − shift) × factor. */
export const adjustedValues = (values: readonly number[], adjustment: { shift: number; factor: number }) => values.map((v) => (v - adjustment.shift) * adjustment.factor);

/** The point estimate: the median of every round's adjusted values, minus the same of `other` for a pair. */
export function controlledMedian(hosts: ControlledHosts): number {
	check(hosts, 'controlledMedian');
	const a: number[] = [];
	const b: number[] = [];
	for (const rounds of hosts)
		for (const r of rounds) {
			const adjustment = roundAdjustment(r);
			a.push(...adjustedValues(r.values, adjustment));
			if (r.other) b.push(...adjustedValues(r.other, adjustment));
		}
	return medianOf(a) - (b.length > 0 ? medianOf(b) : 0);
}

/** Every adjusted value of side A, pooled (for a p75 at the control's speed). */
export const controlledValues = (hosts: ControlledHosts) => hosts.flatMap((rounds) => rounds.flatMap((r) => adjustedValues(r.values, roundAdjustment(r))));

/** A growing buffer of drawn values, reused for every resample. */
class Draws {
	values = new Float64Array(64);
	length = 0;
	private grow(to: number) {
		if (to <= this.values.length) return;
		const grown = new Float64Array(Math.max(this.values.length * 2, to));
		grown.set(this.values.subarray(0, this.length));
		this.values = grown;
	}
	/** Appends a with-replacement resample of `from`, each value adjusted. */
	resample(from: readonly number[], shift: number, factor: number, random: () => number): void {
		this.grow(this.length + from.length);
		for (let i = 0; i < from.length; i++) this.values[this.length++] = (from[Math.floor(random() * from.length)] - shift) * factor;
	}
	median(): number {
		return medianInPlace(this.values, this.length);
	}
}

/**
 * 95% percentile-bootstrap interval of controlledMedian: draw hosts with replacement (none with one
 * host), then rounds within each drawn host, then in each drawn round its bare-page visits (the same
 * draw gives the shift and the control's median, since both are read off the same visits) and its
 * values on each side.
 */
export function bootstrapControlled(hosts: ControlledHosts, seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	check(hosts, 'bootstrapControlled');
	const random = seededRandom(seed);
	const pair = hosts.some((rounds) => rounds.some((r) => r.other));
	const a = new Draws();
	const b = new Draws();
	const shiftDraw = new Float64Array(Math.max(1, ...hosts.flatMap((rounds) => rounds.map(bareCount))));
	const controlDraw = new Float64Array(shiftDraw.length);
	const estimates = new Float64Array(resamples);
	for (let s = 0; s < resamples; s++) {
		a.length = 0;
		b.length = 0;
		for (let h = 0; h < hosts.length; h++) {
			const rounds = hosts[hosts.length === 1 ? 0 : Math.floor(random() * hosts.length)];
			for (let k = 0; k < rounds.length; k++) {
				const r = rounds[Math.floor(random() * rounds.length)];
				let shift = 0;
				let factor = 1;
				const n = bareCount(r);
				if (n > 0) {
					const { shift: shifts, control } = r.bare!;
					for (let i = 0; i < n; i++) {
						const j = Math.floor(random() * n);
						if (shifts) shiftDraw[i] = shifts[j];
						if (control) controlDraw[i] = control[j];
					}
					if (shifts) shift = medianInPlace(shiftDraw, n);
					if (control) factor = r.reference! / medianInPlace(controlDraw, n);
				}
				a.resample(r.values, shift, factor, random);
				if (r.other) b.resample(r.other, shift, factor, random);
			}
		}
		estimates[s] = a.median() - (pair ? b.median() : 0);
	}
	return percentileInterval(estimates);
}
