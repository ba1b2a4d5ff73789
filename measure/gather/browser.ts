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

export function launchBrowser(port: number): Promise<Browser> {
	return launchChromium(launchArgs(port));
}
