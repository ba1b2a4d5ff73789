// Consent managers on the npm registry that were evaluated and cannot be measured honestly offline
// (a network service, no stored choice, no installable release, …), each with the reason, checked in the
// package itself.
import type { UnmeasuredProduct } from '../../../src/lib/schema.ts';

export const UNMEASURABLE_PACKAGES: readonly UnmeasuredProduct[] = [
	{
		name: '@segment/consent-manager',
		vendor: 'Segment (Twilio)',
		website: 'https://github.com/segmentio/consent-manager',
		kind: 'npm-package',
		// Checked in 5.8.1: src/consent-manager-builder/fetch-destinations.ts, cdnHost 'cdn.segment.com'.
		reason: 'Its consent categories are the destinations of a Segment project: at start it fetches them from Segment\'s CDN (cdn.segment.com/v1/projects/WRITE_KEY/integrations) and loads analytics.js from there, so offline it has nothing to ask consent for.',
		wouldTake: 'A Segment project and network access to Segment\'s CDN. A local stand-in for Segment\'s API would measure the stand-in, not the product.'
	},
	{
		name: '@hashicorp/react-consent-manager',
		vendor: 'HashiCorp',
		website: 'https://github.com/hashicorp/react-components',
		kind: 'npm-package',
		// Checked in 9.3.0: util/integrations.js, scripts/segment.tsx, peerDependencies.
		reason: 'Built for HashiCorp\'s own sites: it fetches its Segment integrations from HashiCorp\'s proxy (artemis.hashicorp.com/v1/projects/WRITE_KEY/integrations) and needs Next.js and HashiCorp\'s global styles package as peers.',
		wouldTake: 'Network access to HashiCorp\'s Segment proxy with a write key of a Segment project, on a Next.js page with HashiCorp\'s styles: a measurement of HashiCorp\'s setup rather than of a consent manager others can adopt.'
	},
	{
		name: '@justeattakeaway/pie-cookie-banner',
		vendor: 'Just Eat Takeaway.com',
		website: 'https://webc.pie.design/?path=/docs/components-cookie-banner--overview',
		kind: 'npm-package',
		// Checked in 1.10.19: cdn_dist/index.js has no cookie or storage access; it dispatches pie-cookie-banner-* events.
		reason: 'A design-system banner, not a consent manager: it shows the buttons and fires events (accept all, necessary only, preferences saved), but neither stores the choice nor hides itself on the next visit. The page would have to do both.',
		wouldTake: 'Storage, restore and tracker gating written by us around it: a measurement would then compare our consent code with the other products\' own.'
	},
	{
		name: '@not-govuk/cookie-banner',
		vendor: 'Daniel A.C. Martin (NotGovUK)',
		website: 'https://www.npmjs.com/package/@not-govuk/cookie-banner',
		kind: 'npm-package',
		// Checked in 0.19.1: dist/CookieBanner.js renders markup from its props only; peerDependencies include @storybook/addon-docs.
		reason: 'A presentational React component for the GOV.UK cookie banner pattern: it renders the markup it is given and has no consent logic, storage or blocking. Its peer dependencies also include Storybook\'s docs addon.',
		wouldTake: 'The consent handling written by us around it, as for any design-system banner: a measurement of our code rather than of the package.'
	},
	{
		name: 'react-cookienotice',
		vendor: 'xavierbriole',
		website: 'https://github.com/xavierbriole/react-cookienotice',
		kind: 'npm-package',
		// Checked in 7.0.1: cookieOptions default { name: 'hide-notice', value: 'true' }, written on accept and on decline alike.
		reason: 'It stores only that the notice was dismissed (a cookie hide-notice=true, written alike for accept and decline), not which choice was made: on a returning visit the page cannot tell an accept from a reject, so a stored choice cannot be honoured.',
		wouldTake: 'The choice stored by us from its accept and decline callbacks: a measurement of our storage, not of the product.'
	},
	{
		name: 'Cookie Though (cookie-though)',
		vendor: 'In The Pocket',
		website: 'https://cookiethough.dev',
		kind: 'npm-package',
		// Checked in 1.7.3: "postinstall": "patch-package", while patch-package is only a devDependency.
		reason: 'Version 1.7.3 cannot be installed as published: its postinstall script runs patch-package, which is one of its dev dependencies, so `npm install cookie-though` fails on a machine without patch-package.',
		wouldTake: 'A release whose install scripts work (or installing with scripts disabled, which a reader\'s npm install would not do).'
	},
	{
		name: '@lmc-eu/cookie-consent-manager',
		vendor: 'LMC (Alma Career)',
		website: 'https://github.com/lmc-eu/cookie-consent-manager',
		kind: 'npm-package',
		// Checked 2026-11-25 against the registry the harness installs from: @lmc-eu/spirit-design-tokens has 0.25.5 and 3.x only.
		reason: 'Version 2.6.0 (the latest, April 2024) depends on @lmc-eu/spirit-design-tokens ^1.1.3, and the registry the harness installs from has no such version, so npm refuses to install it. It wraps vanilla-cookieconsent 2.8 (version 3 is measured here) and by default sends each choice to LMC\'s own API (ccm.lmc.cz) unless consentCollectorApiUrl is null.',
		wouldTake: 'A registry that serves that dependency (ours holds only three versions of it, so the public registry may well install it), then a measurement with consentCollectorApiUrl set to null so that no choice leaves the test page.'
	}
];
