// Launches Debian's Chromium with the harness's own flags on top of support/chromium.ts (notes §3.1, §4.7).
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../support/chromium.ts';
import { SITE_ADDRESS, SITE_HOST, SITE_ORIGIN, TRACKER_ADDRESS, TRACKER_HOST, TRACKER_ORIGIN } from './server.ts';

/**
 * Only our two hosts resolve, each at port 80 mapped to the loopback server's random port: pages and
 * their bytes never contain a port, so they are the same in every run.
 */
export function launchArgs(port: number): string[] {
	return [
		// vanilla-cookieconsent's hideFromBots (and likely others) checks navigator.webdriver.
		'--disable-blink-features=AutomationControlled',
		// A product that quietly needs a CDN or backend fails loudly (ERR_NAME_NOT_RESOLVED).
		`--host-resolver-rules=MAP ${SITE_HOST}:80 ${SITE_ADDRESS}:${port}, MAP ${TRACKER_HOST}:80 ${TRACKER_ADDRESS}:${port}, MAP * ~NOTFOUND, EXCLUDE ${SITE_ADDRESS}`,
		// Products may use secure-context APIs (crypto.randomUUID); real sites are served over HTTPS.
		`--unsafely-treat-insecure-origin-as-secure=${SITE_ORIGIN},${TRACKER_ORIGIN}`
	];
}

/**
 * Extra Chromium flags for an experiment with the browser's threads (issue 23: which work the CPU
 * throttle reaches), e.g. `--disable-threaded-compositing --js-flags=--single-threaded`. Unset for a
 * campaign; when set, every run record names them (RunRecord.extraChromiumFlags) and so does the provenance.
 */
export const EXTRA_FLAGS_VARIABLE = 'CMP_EXTRA_CHROMIUM_FLAGS';

/** The flags `value` asks for (space-separated, each `--name` or `--name=value`); a malformed one is refused, naming it. */
export function extraFlagsFrom(value: string | undefined): string[] {
	const flags = (value ?? '').split(/\s+/).filter((flag) => flag !== '');
	const bad = flags.find((flag) => !/^--[a-z0-9][a-z0-9-]*(=\S+)?$/.test(flag));
	if (bad !== undefined) throw new Error(`${EXTRA_FLAGS_VARIABLE}: "${bad}" is not a Chromium flag (--name or --name=value, separated by spaces)`);
	return flags;
}

export function launchBrowser(port: number, extraFlags: readonly string[] = []): Promise<Browser> {
	return launchChromium([...launchArgs(port), ...extraFlags]);
}
