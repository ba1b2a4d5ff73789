// Launches Debian's Chromium through playwright-core with the flags the notes found necessary (§3.1, §4.7).
import { chromium, type Browser } from 'playwright-core';
import { SITE_ADDRESS, SITE_HOST, TRACKER_ADDRESS, TRACKER_HOST } from './server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchArgs(port: number): string[] {
	return [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--disable-default-apps',
		// vanilla-cookieconsent's hideFromBots (and likely others) checks navigator.webdriver.
		'--disable-blink-features=AutomationControlled',
		// Only our two hosts resolve: a product that quietly needs a CDN or backend fails loudly.
		`--host-resolver-rules=MAP ${SITE_HOST} ${SITE_ADDRESS}, MAP ${TRACKER_HOST} ${TRACKER_ADDRESS}, MAP * ~NOTFOUND, EXCLUDE ${SITE_ADDRESS}`,
		// Products may use secure-context APIs (crypto.randomUUID); real sites are served over HTTPS.
		`--unsafely-treat-insecure-origin-as-secure=http://${SITE_HOST}:${port},http://${TRACKER_HOST}:${port}`
	];
}

export async function launchBrowser(port: number): Promise<Browser> {
	return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: launchArgs(port) });
}
