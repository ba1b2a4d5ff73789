// The hosts behind a publication's numbers, in words (methodology 1.3): how many, of how many CPU
// designs, how many whose CPU nobody recorded, and how each fared when left out of the intervals. The
// harness words its hosts caveat with this and the methodology page its lead, so the two say the same.
import type { Host, Rerun } from './schema.ts';

const counted = (n: number, one: string, many: string) => `${n === 1 ? 'one' : n} ${n === 1 ? one : many}`;
const percent = (part: number, of: number) => `${Math.round((100 * part) / (of || 1))}%`;

/** The CPU designs among `hosts`, each once, in the hosts' order. */
export const designsOf = (hosts: readonly Pick<Host, 'design'>[]) => [...new Set(hosts.flatMap((h) => (h.design ? [h.design] : [])))];

/** "3 hosts: 2 CPU designs (AMD Zen 4 (…); AMD Zen 5 (…)) and one host whose CPU was not recorded". */
export function describeHosts(hosts: readonly Pick<Host, 'design'>[]): string {
	const designs = designsOf(hosts);
	const unrecorded = hosts.filter((h) => !h.design).length;
	const parts = [
		...(designs.length > 0 ? [`${counted(designs.length, 'CPU design', 'CPU designs')} (${designs.join('; ')})`] : []),
		...(unrecorded > 0 ? [unrecorded === hosts.length ? 'none with its CPU recorded' : `${counted(unrecorded, 'host', 'hosts')} whose CPU was not recorded`] : [])
	];
	return `${counted(hosts.length, 'host', 'hosts')}${parts.length > 0 ? `: ${parts.join(' and ')}` : ''}`;
}

/**
 * The held-out hosts in one sentence: each host's medians inside the others' intervals, with its visits
 * per cell, beside the same figure within one host at that size where there is one; then tiers and
 * conclusions over all of them. Empty when no host was held out.
 */
export function describeHeldOut(reruns: readonly Rerun[]): string {
	const heldOut = reruns.filter((r) => r.host.relation === 'held-out');
	if (heldOut.length === 0) return '';
	const each = heldOut.map((r) => {
		const s = r.sameHost;
		const own = `${r.host.id} (${r.visitsPerCell ?? '?'} visits per cell) ${percent(r.mediansWithinIntervals.within, r.mediansWithinIntervals.of)}`;
		return s ? `${own}, where rounds of one host left out of that host's own intervals at the same size gave ${percent(s.mediansWithinIntervals.within, s.mediansWithinIntervals.of)}` : own;
	});
	const tiers = heldOut.reduce((sum, r) => ({ held: sum.held + r.tiersHeld.held, of: sum.of + r.tiersHeld.of }), { held: 0, of: 0 });
	const contradicted = heldOut.reduce((sum, r) => sum + r.conclusionsHeld.contradicted, 0);
	return `Left out one at a time and measured against intervals from the others alone, the hosts put this share of their medians inside: ${each.join('; ')}. ${percent(tiers.held, tiers.of)} of tiers held and ${contradicted === 0 ? 'no conclusion was' : `${contradicted} conclusion(s) were`} contradicted.`;
}

const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * The held-out hosts in one sentence, head to head first (what a choice rests on): each host's own
 * decided pairs held, left open or contradicted against the others' conclusions; then (from 1.5) its
 * timings inside the machine spread around the others' medians; then its medians inside the others'
 * pooled ranges; then the same within one host at one round's size. Empty when no host was held out.
 */
export function describeHeldOutHeadToHead(reruns: readonly Rerun[]): string {
	const heldOut = reruns.filter((r) => r.host.relation === 'held-out' && r.headToHead);
	if (heldOut.length === 0) return '';
	const pairs = heldOut.map((r) => `${r.host.id} ${thousands(r.headToHead!.held)} of ${thousands(r.headToHead!.decided)} (${r.headToHead!.contradicted} contradicted)`);
	const spread = heldOut.every((r) => r.withinSpread) ? ` Its timings inside the machine spread around their medians: ${heldOut.map((r) => `${r.host.id} ${percent(r.withinSpread!.within, r.withinSpread!.of)}`).join('; ')}.` : '';
	const medians = heldOut.map((r) => `${r.host.id} ${percent(r.mediansWithinIntervals.within, r.mediansWithinIntervals.of)}`);
	const within = heldOut.flatMap((r) => (r.sameHost ? [percent(r.sameHost.mediansWithinIntervals.within, r.sameHost.mediansWithinIntervals.of)] : []));
	const sameHost = within.length === 0 ? '' : ` Rounds of one host left out of that host's own ranges at the same size put ${[...new Set(within)].join(' and ')} inside.`;
	return `Each host left out in turn and compared with the other hosts alone: of the pairs the others decided, the held-out host's own rounds decided the same in ${pairs.join('; ')}.${spread} Its medians inside the narrower ranges of their median: ${medians.join('; ')}.${sameHost}`;
}
