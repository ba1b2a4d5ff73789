// Consent managers on the npm registry that were evaluated and cannot be measured honestly offline
// (no reject, a network service, abandoned, …), each with the reason, checked in the package itself.
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
	}
];
