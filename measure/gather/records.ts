// Raw records on disk: one JSON line per visit (or per run start), appended as soon as it exists,
// so an interrupted shard resumes from what is on disk and analysis re-runs without a browser.
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, truncateSync, openSync, readSync, closeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Framework, Profile } from '../../src/lib/dimensions.ts';
import type { EventTimingTraceEvent, MainThreadTraceEvent } from '../analyse/trace/interactions.ts';
import type { InputLatencyTraceEvent } from '../analyse/trace/input-latency.ts';
import type { BannerLayout } from './banner-layout.ts';
import { rawVisitShards, readRawVisitShard, readRawVisitsManifest } from '../../src/lib/raw-visits-manifest.ts';

/** What the tracker left behind at one moment of a visit. Any non-zero field is evidence it ran. */
export interface TrackerEvidence {
	flag: number;
	cookie: boolean;
	requests: number;
	beacons: number;
}

/** One PerformanceEventTiming entry as the page reported it (≥ 16 ms, the API's floor). */
export interface EventTimingEntry {
	name: string;
	start: number;
	duration: number;
	processingStart: number;
	processingEnd: number;
	interactionId: number;
}

export interface ClickRecord {
	/** 'control': the bare page's no-op button (harness 2.0). */
	action: 'accept' | 'reject' | 'control';
	/** null when the click could not be made; error then says why. */
	pointerdownAt: number | null;
	/**
	 * Evidence (records since issue 10): every Event Timing entry that started at or after the
	 * pointerdown, and the first frame without the banner. Analysis derives the response from these.
	 */
	events?: EventTimingEntry[];
	bannerHiddenAt?: number | null;
	/**
	 * Older records hold only these reductions (the largest entry of the interaction); analysis reads
	 * them when `events` is absent. New records leave them out.
	 */
	duration?: number | null;
	inputDelay?: number | null;
	processing?: number | null;
	hiddenAfter?: number | null;
	/**
	 * Harness 2.0 (issue 65): the trace's EventTiming events from just before the press to the quiet after
	 * it (gather/trace.ts), at microsecond resolution; analysis reads the response from these alone.
	 */
	trace?: EventTimingTraceEvent[];
	/**
	 * Harness 2.0: the main thread's input dispatches and rendering work from the press to its last
	 * presentation (gather/trace.ts), for the "processing + next frame's rendering work" measure.
	 */
	mainThread?: MainThreadTraceEvent[];
	/**
	 * Harness 2.0 from 2e (issue 65): the press's InputLatency pairs from the trace (gather/trace.ts), which
	 * analysis reads the response from: every press has them, where Chromium skips some presses' EventTiming.
	 */
	inputLatency?: InputLatencyTraceEvent[];
	/** Harness 2.0: how long the pointer was held down (gather/press.ts), ms. */
	holdMs?: number;
	error: string | null;
}

export interface VisitRecord {
	kind: 'visit';
	shard: string;
	profile: Profile;
	framework: Framework;
	/** 'baseline' or a product slug. */
	page: string;
	/** 0-based index among measured visits of this page; -1 for the discarded warm-up. */
	index: number;
	warmup: boolean;
	/**
	 * The campaign round (a fresh browser launch) the visit belongs to; absent in records from before
	 * rounds existed, which analysis treats as one round.
	 */
	round?: number;
	/** The 1-minute load average when the visit's round started (also in its run record); absent in older records. */
	roundLoadAverage?: number;
	/** The 1-minute load average when the visit began: load that starts mid-round shows here. Absent in older records. */
	loadAverage?: number;
	/**
	 * Cores' worth of CPU the machine spent outside the harness during the visit (gather/foreign-cpu.ts):
	 * other work beside the measurement. Null where /proc is unavailable; absent in older records.
	 */
	foreignCores?: number | null;
	runId: string;
	startedAt: string;
	wallMs: number;
	/** Set when the visit could not be measured; analysis drops the visit and counts it. */
	error: string | null;
	hero: number | null;
	fcp: number | null;
	lcp: number | null;
	cls: number;
	/** Evidence: every long task (≥ 50 ms) up to settle, as the page reported it. Absent in older records. */
	longTasks?: { start: number; duration: number }[];
	/** Older records: total blocking time reduced on the spot. */
	tbt?: number;
	bannerVisibleAt: number | null;
	encodedBytes: number;
	requests: number;
	/** CDP Performance.getMetrics at settle, in ms. */
	work: { script: number; layout: number; recalcStyle: number; task: number };
	/** URLs of requests to any host other than site.test and tracker.test. */
	offsiteRequests: string[];
	beforeChoice: TrackerEvidence;
	click: ClickRecord | null;
	afterChoice: TrackerEvidence | null;
	reload: { bannerShown: boolean; evidence: TrackerEvidence; error: string | null } | null;
	/**
	 * How the banner sat on the screen once it was visible and the page settled (gather/banner-layout.ts):
	 * read in each page's warm-up visit only, which times nothing. Absent in measured visits and in
	 * records of harnesses before issue 93.
	 */
	layout?: BannerLayout;
}

/** Written once per start of a shard run: the facts provenance needs. */
export interface RunRecord {
	kind: 'run';
	shard: string;
	runId: string;
	/** The campaign round this run measured (absent before rounds existed). */
	round?: number;
	/**
	 * Set when other work was running as the round started: at least FOREIGN_CORES_LIMIT cores used
	 * outside the harness during a 1 s check (older records: the 1-minute load average reached the core count).
	 */
	underLoad?: boolean;
	/** What that check measured, in cores; null where /proc is unavailable; absent in older records. */
	foreignCoresAtStart?: number | null;
	startedAt: string;
	chromium: string;
	harnessCommit: string;
	/**
	 * The host. `id` tells machines apart (a hash of the kernel's boot id: every VM, runner or reboot
	 * is its own host); the statistics resample hosts, then rounds, then visits. Absent in older records.
	 */
	machine: {
		id?: string;
		cpus: number;
		cpuModel: string;
		/** The CPU's vendor, family, model, stepping and cache (facts.ts, cpuGenerationFrom); records before 2026-11-26 lack it. */
		cpuGeneration?: string;
		memoryGiB: number;
		os: string;
		loadAverage: number[];
	};
	/** The round's CPU calibration (gather/calibrate.ts); absent in records from before it (1.0 and older). */
	calibration?: CalibrationRecord;
	/**
	 * Harness 2.0 (issue 65): how the round pressed buttons and read their responses. Presses are held for
	 * `holdMs` as a person's are (gather/press.ts), each response is read from the trace (gather/trace.ts),
	 * and the bare page presses its no-op control button (`control`) in every measured visit. Absent in
	 * records of harness 1.x, which clicked at once and read the Event Timing API. `source` is
	 * 'event-timing' only in a round gathered with --no-interaction-trace, the check that tracing the
	 * press changes nothing else a visit measures (measure/README.md).
	 */
	interactions?: { source: 'trace' | 'event-timing'; holdMs: number; control: string };
	/**
	 * The Node.js and zlib versions that served the pages: the loopback server gzips every response, and
	 * another zlib may compress the same page to other bytes, so addedBytes is only identical across
	 * runs of the same zlib. Absent in older records.
	 */
	server?: { node: string; zlib: string };
	visitsPerCell: number;
	/** Product metadata as installed when measured, so publishing later never reads a newer package. */
	products: Record<string, ProductMetadata>;
}

/**
 * How a round set its CPU throttling: DevTools' calibration (Lighthouse's BenchmarkIndex measured in the
 * round's own browser, then the CDP rate that brings the throttled index to the profile's reference).
 */
export interface CalibrationRecord {
	/** The profile's reference speed, in BenchmarkIndex points (250 ms runs, as DevTools' presets). */
	reference: number;
	/** The host's index, unthrottled, at the round's start (median of the measured runs after warm-up). */
	hostIndex: number;
	/** The CDP Emulation.setCPUThrottlingRate every visit of the round used (1 = none). */
	rate: number;
	/** The index measured under `rate` (median). */
	achievedIndex: number;
	/** Every benchmark run that led there, in order: the rate it ran under and the score. */
	runs: { rate: number; score: number }[];
	/**
	 * Set when the rate was chosen on the page-work meter (methodology 1.2, gather/page-work-meter.ts):
	 * the task's reference time, its time unthrottled and under `rate` (medians, ms), and every task
	 * timed. The index fields are then measured at that rate, not searched.
	 */
	pageWork?: MillisecondsMeterRecord;
}

/** A search on a meter timed in ms: the reference, the host unthrottled and under the rate (medians), every run timed. */
export interface MillisecondsMeterRecord {
	referenceMs: number;
	hostMs: number;
	achievedMs: number;
	runs: { rate: number; ms: number }[];
}

/** Appended when a round ends: the host's index measured again, so drift within the round shows. */
export interface RoundEndRecord {
	kind: 'round-end';
	shard: string;
	runId: string;
	finishedAt: string;
	/** The host's index, unthrottled, at the round's end (median). */
	hostIndex: number;
	runs: { rate: number; score: number }[];
	/**
	 * Set when the round's rate was chosen on the page-work task (from harness 15be862): its time
	 * unthrottled and at the round's rate (medians, ms) and every task timed.
	 */
	pageWork?: { hostMs: number; achievedMs: number; runs: { rate: number; ms: number }[] };
}

export interface ProductMetadata {
	name: string;
	vendor: string;
	version: string;
	website: string;
}

export type RawRecord = VisitRecord | RunRecord | RoundEndRecord;

export function shardId(profile: Profile, framework: Framework): string {
	return `${profile}-${framework}`;
}

export function shardFile(visitsDir: string, shard: string): string {
	return join(visitsDir, `${shard}.jsonl`);
}

export function appendRecord(file: string, record: RawRecord): void {
	mkdirSync(dirname(file), { recursive: true });
	dropTornTail(file);
	appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/**
 * A crash mid-write leaves a last line without its newline. readShard ignores it, but a record
 * appended after it would join it on one line that no longer parses, in the middle of the file, and
 * every later read (resume, publish) would fail. So the torn tail goes before anything is appended.
 */
function dropTornTail(file: string): void {
	if (!existsSync(file)) return;
	const size = statSync(file).size;
	if (size === 0) return;
	const last = Buffer.alloc(1);
	const fd = openSync(file, 'r');
	try {
		readSync(fd, last, 0, 1, size - 1);
	} finally {
		closeSync(fd);
	}
	if (last[0] === 0x0a) return;
	truncateSync(file, readFileSync(file).lastIndexOf(0x0a) + 1);
}

/** Reads one shard file; a torn last line (a crash mid-write) is ignored, any other bad line is an error. */
export function readShard(file: string): RawRecord[] {
	return existsSync(file) ? parseShard(readFileSync(file, 'utf8'), file) : [];
}

/** The records of one shard file's bytes; a torn last line is ignored, any other bad line is an error naming `file`. */
function parseShard(text: string, file: string): RawRecord[] {
	const lines = text.split('\n');
	const records: RawRecord[] = [];
	lines.forEach((line, i) => {
		if (line.trim() === '') return;
		try {
			records.push(JSON.parse(line) as RawRecord);
		} catch (error) {
			if (i === lines.length - 1) return;
			throw new Error(`${file}:${i + 1}: not a JSON record (${(error as Error).message})`);
		}
	});
	return records;
}

/**
 * Every record of every shard in a visits directory, in file-name order (deterministic). A served
 * publication's data/visits holds no shard files, only its hosts.json: its raw visits are read from the
 * campaign units that data/raw-visits.json names (the same bytes the server sends), so `--from data/visits`
 * reads what was published without anything written first.
 */
export function readAllShards(visitsDir: string): RawRecord[] {
	const names = existsSync(visitsDir) ? readdirSync(visitsDir).filter((name) => name.endsWith('.jsonl')) : [];
	const manifest = names.length === 0 ? readRawVisitsManifest(dirname(visitsDir)) : null;
	if (manifest)
		return rawVisitShards(dirname(visitsDir), manifest)
			.sort((a, b) => (a.name < b.name ? -1 : 1))
			.flatMap((shard) => parseShard(readRawVisitShard(shard).toString('utf8'), `${join(visitsDir, shard.name)} (from its units)`));
	return names.sort().flatMap((name) => readShard(join(visitsDir, name)));
}
