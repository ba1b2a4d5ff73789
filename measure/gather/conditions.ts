// Test conditions per profile: the CDP settings a visit applies (support/chromium.ts) and the words the
// dataset prints. Mobile uses Lighthouse's constants (Slow 4G: 150 ms RTT × 3.75, 1,474.56 kbit/s down, 675 kbit/s up;
// 4× CPU), desktop Lighthouse's desktop network (40 ms, 10,240 kbit/s); harness-notes §3.2, §4.6.
import type { Profile } from '../../src/lib/dimensions.ts';
import { LIGHTHOUSE_DESKTOP, LIGHTHOUSE_MOBILE, type Throttling } from '../../support/chromium.ts';

export interface ProfileConditions extends Throttling {
	/** The dataset's testConditions entry. */
	label: string;
	viewportText: string;
	cpuText: string;
	networkText: string;
}

export const CONDITIONS: Record<Profile, ProfileConditions> = {
	desktop: {
		...LIGHTHOUSE_DESKTOP,
		label: 'Desktop, unthrottled CPU, fast network',
		viewportText: '1350×940 @1x',
		cpuText: 'no slowdown (1×), 2-vCPU host',
		networkText: '40 ms latency, 10 Mbit/s down/up (CDP emulation)'
	},
	mobile: {
		...LIGHTHOUSE_MOBILE,
		label: 'Mobile, 4× CPU slowdown, Slow 4G',
		viewportText: '412×823 @1.75x, touch',
		cpuText: '4× slowdown (CDP Emulation.setCPUThrottlingRate), 2-vCPU host',
		networkText: '562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up (CDP emulation)'
	}
};
