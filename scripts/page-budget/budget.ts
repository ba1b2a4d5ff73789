// The page budget's arithmetic and verdicts, apart from the browser so it is tested with plain data.
import { median } from '../../support/stats.ts';
import type { LoadedResource } from './first-load.ts';

/**
 * Issue 11: the leaderboard's first load on the mobile profile. 45 kB read strictly: 45,000 bytes (issue 6
 * had 50). LCP is judged against the machine's floor (the bare page's LCP in the same run, ≤ 1.2×), as the
 * team decided: the absolute figure depends on the machine and the hour, so it is printed, not judged.
 */
export const BUDGET = { bytes: 45_000, lcpOfFloor: 1.2, cls: 0 } as const;

/** HTML, CSS and JavaScript: what the byte budget counts. */
const COUNTED: Record<string, string> = { Document: 'html', Stylesheet: 'css', Script: 'js' };

export interface BytesByKind {
	html: number;
	css: number;
	js: number;
	/** Everything else (images, fonts, fetches), reported, not budgeted. */
	other: number;
	/** html + css + js. */
	counted: number;
	/**
	 * Of `counted`, the response headers (status line included) of the responses that declared their
	 * body length. Over HTTP/1.1 on loopback each response repeats ~300 B of headers; HTTP/2 and 3,
	 * as a CDN speaks them, compress repeated headers to a few bytes. Reported, not subtracted.
	 */
	headers: number;
	requests: number;
}

export function bytesByKind(resources: readonly LoadedResource[]): BytesByKind {
	const sums: BytesByKind = { html: 0, css: 0, js: 0, other: 0, counted: 0, headers: 0, requests: resources.length };
	for (const resource of resources) {
		const kind = COUNTED[resource.type] as 'html' | 'css' | 'js' | undefined;
		if (kind) {
			sums[kind] += resource.transferred;
			sums.counted += resource.transferred;
			if (resource.body !== null) sums.headers += Math.max(resource.transferred - resource.body, 0);
		} else sums.other += resource.transferred;
	}
	return sums;
}


export interface BudgetVerdict {
	check: string;
	value: string;
	target: string;
	met: boolean;
}

/**
 * Bytes of the largest run (bytes hardly vary), the median LCP against the median LCP of the bare page
 * loaded in the same runs (`floorMs`), and the worst CLS.
 */
export function budgetVerdicts(runs: readonly { bytes: BytesByKind; lcpMs: number | null; cls: number }[], floorMs: number | null): BudgetVerdict[] {
	const bytes = Math.max(...runs.map((r) => r.bytes.counted));
	const lcps = runs.map((r) => r.lcpMs).filter((v): v is number => v !== null);
	const lcp = lcps.length === runs.length ? median(lcps) : null;
	const ofFloor = lcp !== null && floorMs !== null && floorMs > 0 ? lcp / floorMs : null;
	const cls = Math.max(...runs.map((r) => r.cls));
	return [
		{ check: 'first load, HTML + CSS + JS transferred', value: `${(bytes / 1000).toFixed(1)} kB`, target: `≤ ${BUDGET.bytes / 1000} kB`, met: bytes <= BUDGET.bytes },
		{
			check: "LCP, median of runs ÷ the bare page's (machine's floor)",
			value: lcp === null || ofFloor === null ? 'not reported' : `${Math.round(lcp)} ms ÷ ${Math.round(floorMs!)} ms = ×${ofFloor.toFixed(2)}`,
			target: `≤ ×${BUDGET.lcpOfFloor}`,
			met: ofFloor !== null && ofFloor <= BUDGET.lcpOfFloor
		},
		{ check: 'CLS, worst run', value: cls.toFixed(4), target: `${BUDGET.cls}`, met: cls <= BUDGET.cls }
	];
}
