// The correctness checks of one cell (harness-notes §4.1): each visit's checks are verified, failed or
// unknown; failures are reported with their frequency, e.g. "tracker ran after reject (3/10 visits)".
import type { CorrectnessOutcome } from '../../src/lib/schema.ts';
import type { TrackerEvidence, VisitRecord } from '../gather/records.ts';

type Verdict = 'verified' | 'failed' | 'unknown';

export function trackerRan(e: TrackerEvidence): boolean {
	return e.flag > 0 || e.cookie || e.requests > 0 || e.beacons > 0;
}

/** New tracker activity between two moments of one visit (the flag counts runs in the current document). */
export function trackerRanSince(before: TrackerEvidence, after: TrackerEvidence): boolean {
	return after.flag > before.flag || after.requests > before.requests || after.beacons > before.beacons || (after.cookie && !before.cookie);
}

interface Check {
	/** Failure wording, completed with the frequency. */
	failure: string;
	verdict: Verdict;
}

function choiceChecks(visit: VisitRecord, acceptControlBroken: boolean): Check[] {
	const click = visit.click;
	if (!click) return [];
	const ok = click.error === null && visit.afterChoice !== null;
	if (click.action === 'accept')
		return [{ failure: 'tracker not released after accept (positive control)', verdict: !ok ? 'unknown' : trackerRan(visit.afterChoice!) ? 'verified' : 'failed' }];
	// Without a working positive control, "no tracker after reject" could just be broken wiring. Only activity
	// after the click counts here: tracking before the choice is its own check and is not counted twice.
	const verdict: Verdict = !ok || acceptControlBroken ? 'unknown' : trackerRanSince(visit.beforeChoice, visit.afterChoice!) ? 'failed' : 'verified';
	return [{ failure: 'tracker ran after reject', verdict }];
}

function reloadChecks(visit: VisitRecord): Check[] {
	const reload = visit.reload;
	if (!reload || !visit.click) return [];
	if (reload.error) return [{ failure: 'choice lost after reload', verdict: 'unknown' }];
	if (reload.bannerShown) return [{ failure: 'banner shown again after reload', verdict: 'failed' }];
	if (visit.click.action === 'accept')
		return [{ failure: 'accepted tracker did not run after reload', verdict: reload.evidence.flag > 0 ? 'verified' : 'failed' }];
	// The flag is per document, so any run in the reloaded page counts; requests and beacons count from the choice on.
	const after = visit.afterChoice ?? visit.beforeChoice;
	const ran = reload.evidence.flag > 0 || trackerRanSince({ ...after, flag: 0 }, { ...reload.evidence, cookie: after.cookie });
	return [{ failure: 'tracker ran after reload following reject', verdict: ran ? 'failed' : 'verified' }];
}

export function visitChecks(visit: VisitRecord, acceptControlBroken: boolean): Check[] {
	const offsite = visit.offsiteRequests.map((url) => new URL(url).hostname);
	const offline: Check = offsite.length > 0
		? { failure: `request left the machine (to ${[...new Set(offsite)].sort().join(', ')})`, verdict: 'failed' }
		: { failure: 'request left the machine', verdict: 'verified' };
	if (visit.error !== null) return [{ failure: 'tracker ran before any choice', verdict: 'unknown' }, offline];
	return [
		{ failure: 'tracker ran before any choice', verdict: trackerRan(visit.beforeChoice) ? 'failed' : 'verified' },
		...choiceChecks(visit, acceptControlBroken),
		...reloadChecks(visit),
		offline
	];
}

/** Counts over the cell's measured visits (warm-ups excluded by the caller). */
export function analyseCorrectness(visits: VisitRecord[]): CorrectnessOutcome {
	if (visits.length === 0) return { status: 'failed', reason: 'no visits to check' };
	const acceptControlBroken = visits.some((v) => choiceChecks(v, false).some((c) => c.verdict === 'failed' && c.failure.includes('positive control')));
	const counts = { verified: 0, failed: 0, unknown: 0 };
	const tally = new Map<string, { failed: number; evaluated: number }>();
	for (const visit of visits)
		for (const check of visitChecks(visit, acceptControlBroken)) {
			counts[check.verdict] += 1;
			const entry = tally.get(check.failure) ?? { failed: 0, evaluated: 0 };
			if (check.verdict !== 'unknown') entry.evaluated += 1;
			if (check.verdict === 'failed') entry.failed += 1;
			tally.set(check.failure, entry);
		}
	const failures = [...tally]
		.filter(([, t]) => t.failed > 0)
		.map(([failure, t]) => `${failure} (${t.failed}/${t.evaluated} visits)`);
	return { status: 'measured', ...counts, failures };
}
