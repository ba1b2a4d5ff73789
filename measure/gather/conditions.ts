// Test conditions per profile: the device and network a visit emulates (support/chromium.ts, Lighthouse's
// constants), methodology 1.1's reference CPU speeds as BenchmarkIndex (gather/calibrate.ts; 1.2
// calibrates on a page task to times on the same scale, gather/page-work-meter.ts), and the words 1.1's
// dataset prints. Mobile: Lighthouse's mobile device (moto g power 2022) and Slow 4G (150 ms RTT × 3.75,
// 1,474.56 kbit/s down, 675 kbit/s up); desktop: Lighthouse's desktop network (40 ms, 10,240 kbit/s).
import type { Profile } from '../../src/lib/dimensions.ts';
import { LIGHTHOUSE_DESKTOP, LIGHTHOUSE_MOBILE, type Throttling } from '../../support/chromium.ts';
import { BENCHMARK_RUN_MS } from './calibrate.ts';

export interface ProfileConditions extends Throttling {
	/**
	 * The CPU speed the profile stands for, as Lighthouse's BenchmarkIndex (250 ms runs, DevTools'
	 * scale): every round sets the CDP throttling rate that brings its host there. `cpuSlowdown` is only
	 * the uncalibrated fallback that scripts outside the harness use.
	 */
	cpuReference: number;
	/** The dataset's testConditions entry. */
	label: string;
	viewportText: string;
	cpuText: string;
	networkText: string;
}

/**
 * DevTools' "Low-tier mobile" target: the score of a moto g power (2022), the device whose screen,
 * user agent and network Lighthouse's mobile profile (and ours) emulates.
 */
export const MOBILE_REFERENCE_INDEX = 264;

/**
 * A 2-vCPU cloud VM class: below what every such VM we measured scores (see docs/research/single-host-methods.md,
 * "Calibrated CPU"), so any of them, and any faster host, can be throttled down to it.
 */
export const DESKTOP_REFERENCE_INDEX = 800;

const calibrated = (reference: number, what: string) =>
	`${what}: each round sets the CDP CPU throttling rate that brings Lighthouse's BenchmarkIndex (${BENCHMARK_RUN_MS} ms runs, measured in the round's own browser) to ${reference}, as DevTools' calibrated throttling does`;

export const CONDITIONS: Record<Profile, ProfileConditions> = {
	desktop: {
		...LIGHTHOUSE_DESKTOP,
		cpuReference: DESKTOP_REFERENCE_INDEX,
		label: `Desktop, reference CPU (BenchmarkIndex ${DESKTOP_REFERENCE_INDEX}), fast network`,
		viewportText: '1350×940 @1x',
		cpuText: calibrated(DESKTOP_REFERENCE_INDEX, 'a 2-vCPU cloud VM class'),
		networkText: '40 ms latency, 10 Mbit/s down/up (CDP emulation)'
	},
	mobile: {
		...LIGHTHOUSE_MOBILE,
		cpuReference: MOBILE_REFERENCE_INDEX,
		label: 'Mobile, low-tier phone CPU (moto g power 2022 class), Slow 4G',
		viewportText: '412×823 @1.75x, touch',
		cpuText: calibrated(MOBILE_REFERENCE_INDEX, 'DevTools\' "Low-tier mobile" (moto g power 2022)'),
		networkText: '562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up (CDP emulation)'
	}
};
