// The validity gate (as js-framework-benchmark checks correctness before it times anything): one
// quick visit per page of a shard, before any measured visit, so a broken selector or tracker wiring
// stops the campaign in seconds with a message naming what failed, not after rounds of timeouts.
import { trackerRan } from '../analyse/correctness.ts';
import { BASELINE } from '../apps/types.ts';
import type { VisitRecord } from './records.ts';
import { calibrateSession, withShardSession, type ShardOptions } from './run-shard.ts';
import { shardId } from './records.ts';
import { visit } from './visit.ts';

/** Hero, banner and settle must happen within this on a preflight visit (a measured visit allows 20 s). */
export const PREFLIGHT_TIMEOUT_MS = 10_000;

export interface PreflightProblem {
	page: string;
	problem: string;
}

/** What is wrong with one preflight visit, judged from its record; empty when the page is fit to measure. */
export function preflightProblems(record: VisitRecord): string[] {
	if (record.error !== null) return [record.error];
	if (record.page === BASELINE) return [];
	const problems: string[] = [];
	// Tracking before the choice is not checked here: that is a finding about the product, which the
	// measured visits report; the gate only checks what the harness itself must get right.
	if (record.click === null) problems.push('no click was made');
	else if (record.click.error !== null) problems.push(record.click.error);
	else if (record.afterChoice === null || !trackerRan(record.afterChoice)) problems.push('accept did not release the tracker (tracker wiring)');
	return problems;
}

/** Visits every page of the shard once (accept on product pages); returns every problem found. */
export async function preflightShard(options: ShardOptions): Promise<PreflightProblem[]> {
	const shard = shardId(options.profile, options.framework);
	return withShardSession(options, async (session) => {
		const { browser, server, url } = session;
		// A host too slow for the profile's reference CPU is refused here, before anything is measured.
		const { rate } = await calibrateSession(options, session, `[${shard} preflight]`);
		const problems: PreflightProblem[] = [];
		for (const page of [BASELINE, ...options.products.map((p) => p.slug)]) {
			const product = options.products.find((p) => p.slug === page);
			const record = await visit(browser, {
				shard, profile: options.profile, framework: options.framework, page, index: -2, warmup: true, round: -1, roundLoadAverage: 0, cpuRate: rate,
				runId: 'preflight', url: url(page), screenshot: null, reloadCheck: false, interactionTrace: options.interactionTrace !== false,
				selectors: product ? product.selectors : null,
				settlesAfter: options.app.settlesAfter?.map((r) => r.path),
				action: product ? 'accept' : null,
				settleTimeoutMs: PREFLIGHT_TIMEOUT_MS,
				requireVisible: product ? [
					{ label: 'accept button', selector: product.selectors.accept },
					...(product.selectors.reject ? [{ label: 'reject button', selector: product.selectors.reject }] : [])
				] : []
			}, server);
			for (const problem of preflightProblems(record)) problems.push({ page, problem });
		}
		return problems;
	});
}

/** The message that stops a campaign: product, framework, profile and what failed, one line each. */
export function preflightMessage(shard: { profile: string; framework: string }, problems: PreflightProblem[]): string {
	return [
		`Preflight failed for ${shard.profile} / ${shard.framework}; nothing was measured:`,
		...problems.map((p) => `  ${p.page === BASELINE ? 'baseline page' : `product ${p.page}`} on ${shard.framework} (${shard.profile}): ${p.problem}`)
	].join('\n');
}
