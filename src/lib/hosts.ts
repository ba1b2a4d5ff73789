// The hosts behind a publication's numbers, in words (methodology 1.3): how many, of how many CPU
// designs, and how many whose CPU nobody recorded. The harness words its hosts caveat with this and the
// methodology page its lead, so the two say the same.
import type { Host } from './schema.ts';

const counted = (n: number, one: string, many: string) => `${n === 1 ? 'one' : n} ${n === 1 ? one : many}`;

/** The CPU designs among `hosts`, each once, in the hosts' order. */
export const designsOf = (hosts: readonly Pick<Host, 'design'>[]) => [...new Set(hosts.flatMap((h) => (h.design ? [h.design] : [])))];

/** "3 hosts of 2 CPU designs (AMD Zen 4 (…); AMD Zen 5 (…)) and one host whose CPU was not recorded". */
export function describeHosts(hosts: readonly Pick<Host, 'design'>[]): string {
	const designs = designsOf(hosts);
	const unrecorded = hosts.filter((h) => !h.design).length;
	const ofDesigns = designs.length === 0 ? '' : ` of ${counted(designs.length, 'CPU design', 'CPU designs')} (${designs.join('; ')})`;
	const notRecorded = unrecorded === 0 ? '' : unrecorded === hosts.length ? ', none of them with its CPU recorded' : ` and ${counted(unrecorded, 'host', 'hosts')} whose CPU was not recorded`;
	return `${counted(hosts.length, 'host', 'hosts')}${ofDesigns}${notRecorded}`;
}
