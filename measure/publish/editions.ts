// A publication's methodology edition: how its records are analysed (the behaviour, here) and what it says
// of them (its words, publish/wording.ts), kept apart so that a change of either is a reviewable diff of
// its own (issue 94). Each edition is the two composed, one per methodology version; editionOf
// (publish/provenance.ts) picks one from the records, and publishedRecords (publish/admitted.ts) decides
// from it, once, how every consumer reads a press. Only the editions the served publication and a reader's
// check need are kept here; every earlier one is read by the code that published it (NAMED_EDITIONS).
import type { Profile } from '../../src/lib/dimensions.ts';
import type { DeltaScale } from '../../src/lib/machine-spread.ts';
import { MACHINE_SPREAD_2_1, type SpreadKey } from '../spread/rule.ts';
import { PRESS_REFERENCE_2_1 } from '../analyse/press-reader.ts';
import { WORDS_2_0_ONE_HOST, WORDS_2_1, WORDS_2_2, type EditionWords } from './wording.ts';

/** How an edition's records are analysed: every switch an analysis reads, and nothing it says. */
export interface EditionBehaviour {
	version: '2.0' | '2.1' | '2.2';
	/**
	 * Whether rounds enter only through the validity gate (measure/gate/), and a visit whose page sent
	 * other bytes than its other visits counts as failed (publish/admitted.ts): a campaign over hosts, not one host's pilot.
	 */
	gated: boolean;
	/**
	 * How presses are read (publish/admitted.ts decides it from this alone): 'chosen', 2.0, the measure the
	 * control's presses choose; 'handling', 2.1, the click's handling (analyse/trace/click-handling.ts).
	 */
	presses: 'chosen' | 'handling';
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
	/**
	 * Reads an earlier publication's records anew (2.1 reads 2.0's with every press read alike): the version
	 * is hashed with the records (publish/assemble.ts analysisIdOf), so the two analyses of the same records
	 * have an id, and a permanent address, each.
	 */
	readsRecordsAgain?: true;
}

export type Edition = EditionBehaviour & EditionWords;

/**
 * Harness 2.0 on one host (a pilot, the quick pipeline): presses read from the trace in the measure the
 * control's presses choose, and every round counts, as 1.2 counted a single host's; the validity gate
 * admits a campaign's units from several hosts. One host has no other to be left out against: no spread is
 * read from it (a reader's check is judged by the served publication's).
 */
export const EDITION_2_0_ONE_HOST: Edition = { version: '2.0', gated: false, presses: 'chosen', spread: null, deltaSpread: 'page', ...WORDS_2_0_ONE_HOST };

/** 2.0's records read again (issue 90): one reading of every press, at the reference control press's speed. */
export const EDITION_2_1: Edition = {
	version: '2.1',
	gated: true,
	presses: 'handling',
	pressReference: PRESS_REFERENCE_2_1,
	spread: MACHINE_SPREAD_2_1,
	deltaSpread: 'delta',
	readsRecordsAgain: true,
	...WORDS_2_1
};

/** 2.1's reading of 2.0's records, with the banner on the screen beside it (issue 93): a layout round, and each page's load-window layout shift. */
export const EDITION_2_2: Edition = { ...EDITION_2_1, version: '2.2', bannerLayout: true, timingsOf: '2.1', ...WORDS_2_2 };

/**
 * The editions a campaign over hosts can be published under by name (`--methodology`, or the served
 * publication's): the served publication's and the one whose timings it states. Earlier publications
 * (1.0 to 1.6, 2.0 over hosts) are re-analysed only by the code that published them, from a worktree at
 * its commit (`npm run republish-archived`), with the archive's bytes as the guard (issue 94).
 */
export const NAMED_EDITIONS: Readonly<Record<string, Edition>> = { '2.1': EDITION_2_1, '2.2': EDITION_2_2 };
