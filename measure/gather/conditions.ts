// Test conditions per profile: the CDP settings a visit applies and the words the dataset prints.
// Mobile uses Lighthouse's constants (Slow 4G: 150 ms RTT × 3.75, 1,474.56 kbit/s down, 675 kbit/s up;
// 4× CPU), desktop Lighthouse's desktop network (40 ms, 10,240 kbit/s); harness-notes §3.2, §4.6.
import type { Profile } from '../../src/lib/dimensions.ts';

export interface ProfileConditions {
	viewport: { width: number; height: number };
	deviceScaleFactor: number;
	isMobile: boolean;
	hasTouch: boolean;
	userAgent: string;
	cpuSlowdown: number;
	/** CDP Network.emulateNetworkConditions: latency in ms, throughput in bytes per second. */
	network: { latency: number; downloadThroughput: number; uploadThroughput: number };
	/** The dataset's testConditions entry. */
	label: string;
	viewportText: string;
	cpuText: string;
	networkText: string;
}

// A plain Chrome user agent: products must not be able to tell the harness from a browser by "Headless".
const CHROME = 'Chrome/156.0.0.0';
const DESKTOP_UA = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ${CHROME} Safari/537.36`;
const MOBILE_UA = `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ${CHROME} Mobile Safari/537.36`;

export const CONDITIONS: Record<Profile, ProfileConditions> = {
	desktop: {
		viewport: { width: 1350, height: 940 },
		deviceScaleFactor: 1,
		isMobile: false,
		hasTouch: false,
		userAgent: DESKTOP_UA,
		cpuSlowdown: 1,
		network: { latency: 40, downloadThroughput: (10_240 * 1024) / 8, uploadThroughput: (10_240 * 1024) / 8 },
		label: 'Desktop, unthrottled CPU, fast network',
		viewportText: '1350×940 @1x',
		cpuText: 'no slowdown (1×), 2-vCPU host',
		networkText: '40 ms latency, 10 Mbit/s down/up (CDP emulation)'
	},
	mobile: {
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
		isMobile: true,
		hasTouch: true,
		userAgent: MOBILE_UA,
		cpuSlowdown: 4,
		network: { latency: 562.5, downloadThroughput: (1474.56 * 1000) / 8, uploadThroughput: (675 * 1000) / 8 },
		label: 'Mobile, 4× CPU slowdown, Slow 4G',
		viewportText: '412×823 @1.75x, touch',
		cpuText: '4× slowdown (CDP Emulation.setCPUThrottlingRate), 2-vCPU host',
		networkText: '562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s up (CDP emulation)'
	}
};
