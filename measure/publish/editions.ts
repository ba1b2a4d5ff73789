// A publication's methodology edition: how its records are analysed (the behaviour, here) and what it says
// of them (its words, publish/wording.ts), kept apart so that a change of either is a reviewable diff of
// its own (issue 94). Each edition is the two composed, one per methodology version; editionOf
// (publish/provenance.ts) picks one from the records, and publishedRecords (publish/admitted.ts) decides
// from it, once, how every consumer reads a press.
import type { Profile } from '../../src/lib/dimensions.ts';
import type { DeltaScale } from '../../src/lib/machine-spread.ts';
import { MACHINE_SPREAD_1_5, MACHINE_SPREAD_2_0, MACHINE_SPREAD_2_1, type SpreadKey } from '../spread/rule.ts';
import { PRESS_REFERENCE_2_1 } from '../analyse/press-reader.ts';
import { WORDS_1_0, WORDS_1_1, WORDS_1_2, WORDS_1_3, WORDS_1_5, WORDS_1_6, WORDS_2_0, WORDS_2_0_ONE_HOST, WORDS_2_1, WORDS_2_2, type EditionWords } from './wording.ts';

/** How an edition's records are analysed: every switch an analysis reads, and nothing it says. */
export interface EditionBehaviour {
	version: '1.0' | '1.1' | '1.2' | '1.3' | '1.5' | '1.6' | '2.0' | '2.1' | '2.2';
	/**
	 * Whether rounds enter only through the validity gate (measure/gate/), and a visit whose page sent
	 * other bytes than its other visits counts as failed (publish/admitted.ts): methodology 1.4 and later.
	 */
	gated: boolean;
	/**
	 * Methodology 1.5 and later: every timing pooled as measured, each Δ against the bare page of its own
	 * round (analyse/pooled.ts), each host's own series with its own ranges, and the machine spread
	 * (measure/spread/). False: the estimators of 1.3 and earlier.
	 */
	withinRound: boolean;
	/**
	 * How presses are read (publish/admitted.ts decides it from this alone): 'floored', publications 1.0 to
	 * 1.5, a click that left no Event Timing entry counted as the API's 16 ms threshold; 'chosen', 1.6 and
	 * 2.0, the measure the control's presses choose (1.x records have none and read Event Timing, a click
	 * without an entry having no value); 'handling', 2.1, the click's handling (analyse/trace/click-handling.ts).
	 */
	presses: 'floored' | 'chosen' | 'handling';
	/** 2.1: every press stated at the speed of this reference control press per profile (analyse/press-reader.ts); absent: as measured. */
	pressReference?: Readonly<Record<Profile, number>>;
	/** The machine spread's figures the publication states (measure/spread/rule.ts), or null while its campaign has none fixed. */
	spread: Readonly<Record<SpreadKey, number>> | null;
	/** What a Δ's spread is a share of (src/lib/machine-spread.ts): the whole page to 2.0, the Δ itself from 2.1. */
	deltaSpread: DeltaScale;
	/**
	 * 2.2 (issue 93): states the banner's place on the screen, from a layout round kept beside the records
	 * (publish/banner-layout.ts), and each page's load-window layout shift; absent: states neither.
	 */
	bannerLayout?: true;
	/**
	 * The edition whose timings this one states unchanged (2.2: 2.1's): reruns recorded against that
	 * edition's analysis of the same records (each host held out) hold for this one too.
	 */
	timingsOf?: '2.1';
}

export type Edition = EditionBehaviour & EditionWords;

/** Publications 1.0 to 1.3: every round counted, 1.x's estimators, clicks floored at 16 ms, no spread. */
const UNGATED_1_X: Omit<EditionBehaviour, 'version'> = { gated: false, withinRound: false, presses: 'floored', spread: null, deltaSpread: 'page' };

export const EDITION_1_0: Edition = { version: '1.0', ...UNGATED_1_X, ...WORDS_1_0 };
export const EDITION_1_1: Edition = { version: '1.1', ...UNGATED_1_X, ...WORDS_1_1 };
export const EDITION_1_2: Edition = { version: '1.2', ...UNGATED_1_X, ...WORDS_1_2 };
/** 1.3's campaign republishes under its own words, every round counted (no gate). */
export const EDITION_1_3: Edition = { version: '1.3', ...UNGATED_1_X, ...WORDS_1_3 };

/** 1.4's campaign and gate, every timing as its host measured it (issue 64). */
export const EDITION_1_5: Edition = { version: '1.5', gated: true, withinRound: true, presses: 'floored', spread: MACHINE_SPREAD_1_5, deltaSpread: 'page', ...WORDS_1_5 };

/** 1.5's rounds read again (issue 65): a click without an Event Timing entry has no value. */
export const EDITION_1_6: Edition = { ...EDITION_1_5, version: '1.6', presses: 'chosen', ...WORDS_1_6 };

/**
 * Harness 2.0 (issue 65): presses read from the trace, the measure chosen by the control. 2.0's spread is
 * 1.5's rule applied once, to campaign 2.0's admitted units when its bar was first met (2026-12-04), and
 * fixed then in measure/spread/rule.ts, as decided on 2026-11-29 before any second host
 * (data/campaign-2.0/README.md). 1.5's figures are not carried over: they were read on 1.x's clicks.
 */
export const EDITION_2_0: Edition = { version: '2.0', gated: true, withinRound: true, presses: 'chosen', spread: MACHINE_SPREAD_2_0, deltaSpread: 'page', ...WORDS_2_0 };

/** 2.0's records read again (issue 90): one reading of every press, at the reference control press's speed. */
export const EDITION_2_1: Edition = {
	version: '2.1',
	gated: true,
	withinRound: true,
	presses: 'handling',
	pressReference: PRESS_REFERENCE_2_1,
	spread: MACHINE_SPREAD_2_1,
	deltaSpread: 'delta',
	...WORDS_2_1
};

/**
 * 2.0 on one host (a pilot, the quick pipeline): every round counts, as 1.2 counted a single host's; the
 * validity gate admits a campaign's units from several hosts. One host has no other to be left out
 * against: no spread is read from it (a reader's check is judged by the served publication's).
 */
export const EDITION_2_0_ONE_HOST: Edition = { ...EDITION_2_0, gated: false, spread: null, deltaSpread: 'page', ...WORDS_2_0_ONE_HOST };

/** 2.1's reading of 2.0's records, with the banner on the screen beside it (issue 93): a layout round, and each page's load-window layout shift. */
export const EDITION_2_2: Edition = { ...EDITION_2_1, version: '2.2', bannerLayout: true, timingsOf: '2.1', ...WORDS_2_2 };
