// Whether a measured product has moved on (issue 60): for each product, the release the publication
// measured against the registry's latest stable release, with its date and how far it is (major, minor,
// patch). A pre-release is never "newer": a publication measures what a reader would install. Pure over
// the registry's answers (registry.ts asks).
import semver from 'semver';
import type { ReleaseEntry } from '../../src/lib/schema.ts';

/** What the registry said of one package. */
export type RegistryAnswer =
	| { status: 'found'; distTagLatest: string | undefined; versions: readonly string[]; time: Readonly<Record<string, string>> }
	| { status: 'removed' }
	| { status: 'error'; detail: string };

export interface MeasuredProduct {
	product: string;
	package: string;
	/** The version the publication measured. */
	measured: string;
}

/** The newest stable release: the `latest` tag unless it is a pre-release, else the highest stable version. */
export function latestStable(answer: Extract<RegistryAnswer, { status: 'found' }>): string | undefined {
	const tagged = answer.distTagLatest;
	if (tagged && semver.valid(tagged) && semver.prerelease(tagged) === null) return tagged;
	return semver.rsort(answer.versions.filter((v) => semver.valid(v) && semver.prerelease(v) === null))[0];
}

/**
 * One product's entry, as of `today`. A registry error keeps the product's previous entry (with the date
 * it was checked), or says it could not be checked when there is none: a last check is never lost.
 */
export function checkRelease(measured: MeasuredProduct, answer: RegistryAnswer, today: string, previous?: ReleaseEntry): ReleaseEntry {
	const base = { product: measured.product, package: measured.package, measured: measured.measured };
	if (answer.status === 'error') return previous && previous.measured === measured.measured ? previous : { ...base, status: 'unchecked', checkedOn: today, note: answer.detail };
	if (answer.status === 'removed') return { ...base, status: 'removed', checkedOn: today, note: `${measured.package} is no longer on the registry` };
	const latest = latestStable(answer);
	if (latest === undefined) return { ...base, status: 'unchecked', checkedOn: today, note: `${measured.package} has no stable release on the registry` };
	const releasedOn = answer.time[latest]?.slice(0, 10);
	if (!semver.valid(measured.measured) || !semver.gt(latest, measured.measured)) return { ...base, status: 'current', latest, ...(releasedOn ? { releasedOn } : {}), checkedOn: today };
	const distance = semver.diff(measured.measured, latest);
	return { ...base, status: 'newer', latest, ...(releasedOn ? { releasedOn } : {}), distance: distance === 'major' || distance === 'minor' ? distance : 'patch', checkedOn: today };
}
