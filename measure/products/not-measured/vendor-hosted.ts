// Commercial CMPs served from their vendors' CDNs and backends: the offline harness cannot load them.
// Each reason names how the product reaches a page (as its vendor documents the embed) and why that
// rules out an offline, reproducible measurement; what it would take is the same for all of them.
import type { UnmeasuredProduct } from '../../../src/lib/schema.ts';

/**
 * What measuring any of them would take: the harness resolves no host but the test pages' own, so that
 * a product cannot quietly use the internet; a vendor-hosted CMP needs exactly that.
 */
const WOULD_TAKE =
	'A campaign with network access and a vendor account whose configuration is bound to a test domain (a domain the harness would serve its test pages under), run like the others; the bytes fetched from the vendor recorded by content hash with every visit, so that a rerun can tell a vendor change from noise.';

const hosted = (name: string, vendor: string, website: string, reason: string): UnmeasuredProduct => ({
	name, vendor, website, kind: 'vendor-hosted', reason, wouldTake: WOULD_TAKE
});

export const VENDOR_HOSTED: readonly UnmeasuredProduct[] = [
	hosted('Cookiebot', 'Usercentrics', 'https://www.cookiebot.com/',
		'Loaded from the vendor\'s CDN (consent.cookiebot.com/uc.js) with a domain group ID from a Cookiebot account; the banner\'s text, categories and scan results are fetched at run time for the registered domain.'),
	hosted('OneTrust', 'OneTrust LLC', 'https://www.onetrust.com/',
		'Loaded from the vendor\'s CDN (cdn.cookielaw.org) with a domain script ID from a OneTrust account; the banner and its configuration are fetched at run time for that domain.'),
	hosted('Usercentrics', 'Usercentrics GmbH', 'https://usercentrics.com/',
		'Loaded from the vendor\'s CDN with a settings ID from a Usercentrics account; the configuration and translations are fetched at run time.'),
	hosted('Didomi', 'Didomi', 'https://www.didomi.io/',
		'Loaded from the vendor\'s SDK host with an API key and notice ID from a Didomi account; the notice\'s configuration is fetched at run time.'),
	hosted('CookieYes', 'CookieYes Limited', 'https://www.cookieyes.com/',
		'Loaded from the vendor\'s CDN as a script generated per website in a CookieYes account; the banner\'s settings are part of that served script.'),
	hosted('iubenda Privacy Controls and Cookie Solution', 'iubenda s.r.l.', 'https://www.iubenda.com/',
		'Loaded from the vendor\'s CDN with a site ID and cookie policy ID from an iubenda account; the configuration and the auto-blocking rules are fetched at run time.'),
	hosted('Osano hosted platform (not the open-source Cookie Consent)', 'Osano, Inc.', 'https://www.osano.com/',
		'Loaded from the vendor\'s CDN under a customer and configuration ID from an Osano account. (Osano\'s open-source "cookieconsent" library, which runs offline, is measured on the leaderboard.)'),
	hosted('TrustArc', 'TrustArc Inc', 'https://trustarc.com/',
		'Served by the vendor\'s consent service for a domain registered in a TrustArc account; the notice is fetched at run time.'),
	hosted('Termly', 'Termly, Inc.', 'https://termly.io/',
		'Loaded from the vendor\'s host as a resource blocker script identified by a website UUID from a Termly account; the banner\'s configuration is fetched at run time.'),
	hosted('Sourcepoint', 'Sourcepoint Technologies, Inc.', 'https://sourcepoint.com/',
		'Loaded from the vendor\'s CDN with an account ID and property; which message to show is decided by the vendor\'s backend at run time.'),
	hosted('InMobi Choice (formerly Quantcast Choice)', 'InMobi', 'https://www.inmobi.com/choice/',
		'Loaded from the vendor\'s CDN with a publisher code from an InMobi Choice account; the configuration and the IAB vendor list are fetched at run time.'),
	hosted('Axeptio', 'Axeptio', 'https://www.axeptio.eu/',
		'Loaded from the vendor\'s SDK host with a client ID and cookies version from an Axeptio account; the widget\'s configuration is fetched at run time.'),
	// The two below are among the most used consent managers on the web (HTTP Archive's crawl, through
	// third-party-web 0.30.0: 667,196 and 195,354 pages), so readers look for them (issue 48).
	hosted('Google Funding Choices', 'Google', 'https://support.google.com/fundingchoices/',
		'Google\'s consent messages for publishers (Privacy & messaging in AdSense, Ad Manager and AdMob), loaded from fundingchoicesmessages.google.com with a publisher ID; which message a page shows is configured in the Google account and decided by Google\'s servers at run time.'),
	hosted('Cookie-Script', 'Cookie-Script', 'https://cookie-script.com/',
		'Loaded from the vendor\'s CDN (cdn.cookie-script.com) as a script generated per website in a Cookie-Script account; the banner\'s settings and the site\'s scanned cookies are part of that served script.')
];
