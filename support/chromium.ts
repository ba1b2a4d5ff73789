// Chromium for every program in this repository (the harness, scripts, browser suites): Debian's
// binary, the flags all of them need, and a browser context throttled with Lighthouse's constants.
// One owner for these facts, so a benchmark script and the harness never emulate "mobile" differently.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

/** Debian's Chromium (never a Playwright download); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags every headless run here needs: no sandbox in containers, no background traffic, no QUIC. */
export const BASE_LAUNCH_ARGS: readonly string[] = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-default-apps'
];

/** Launches Debian's Chromium headless with BASE_LAUNCH_ARGS plus `args`. */
export function launchChromium(args: readonly string[] = []): Promise<Browser> {
	return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...BASE_LAUNCH_ARGS, ...args] });
}

/** What a throttled context emulates: the device, and the CDP CPU and network throttling. */
export interface Throttling {
	viewport: { width: number; height: number };
	deviceScaleFactor: number;
	isMobile: boolean;
	hasTouch: boolean;
	userAgent: string;
	/** CDP Emulation.setCPUThrottlingRate. */
	cpuSlowdown: number;
	/** CDP Network.emulateNetworkConditions: latency in ms, throughput in bytes per second. */
	network: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

// A plain Chrome user agent: pages must not be able to tell the harness from a browser by "Headless".
const CHROME = 'Chrome/156.0.0.0';

/** Lighthouse's desktop preset: fast network (40 ms, 10,240 kbit/s), no CPU slowdown. */
export const LIGHTHOUSE_DESKTOP: Throttling = {
	viewport: { width: 1350, height: 940 },
	deviceScaleFactor: 1,
	isMobile: false,
	hasTouch: false,
	userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ${CHROME} Safari/537.36`,
	cpuSlowdown: 1,
	network: { latency: 40, downloadThroughput: (10_240 * 1024) / 8, uploadThroughput: (10_240 * 1024) / 8 }
};

/**
 * Lighthouse's mobile preset (moto g power): Slow 4G applied as devtools throttling (150 ms RTT × 3.75
 * = 562.5 ms, 1,474.56 kbit/s down, 675 kbit/s up) and a 4× CPU slowdown.
 */
export const LIGHTHOUSE_MOBILE: Throttling = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	isMobile: true,
	hasTouch: true,
	userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ${CHROME} Mobile Safari/537.36`,
	cpuSlowdown: 4,
	network: { latency: 562.5, downloadThroughput: (1474.56 * 1000) / 8, uploadThroughput: (675 * 1000) / 8 }
};

export interface ThrottledPage {
	context: BrowserContext;
	page: Page;
	cdp: CDPSession;
}

/**
 * A fresh context (own cache, cookies, storage) with one page whose CPU and network are throttled over
 * CDP. Network.enable comes first: emulateNetworkConditions applies only to an enabled network domain.
 * The caller closes `context`.
 */
export async function openThrottledPage(browser: Browser, throttling: Throttling): Promise<ThrottledPage> {
	const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = throttling;
	const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });
	try {
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		await cdp.send('Network.enable');
		await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttling.network });
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
		return { context, page, cdp };
	} catch (error) {
		await context.close();
		throw error;
	}
}
