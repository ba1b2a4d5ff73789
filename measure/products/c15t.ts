// c15t (Consent.io) through @c15t/react in offline mode (consent kept in the browser, no backend);
// the tracker is declared in `scripts` and loaded by the product once its category is consented.
import { TRACKER_SRC, type ProductDeclaration, type ReactIntegration } from './types.ts';

const react: ReactIntegration = {
	source: `import { ConsentBanner, ConsentDialog, ConsentManagerProvider } from '@c15t/react';
import '@c15t/react/styles.css';
const options = {
	mode: 'offline',
	consentCategories: ['necessary', 'measurement'],
	scripts: [{ id: 'tracker', src: '${TRACKER_SRC}', category: 'measurement' }]
};
export default function Consent({ children }) {
	return <ConsentManagerProvider options={options}>{children}<ConsentBanner /><ConsentDialog /></ConsentManagerProvider>;
}`
};

// The Next.js package: the same components, re-exported with Next-aware defaults.
const nextjs: ReactIntegration = { source: react.source.replaceAll('@c15t/react', '@c15t/nextjs') };

export const product: ProductDeclaration = {
	slug: 'c15t',
	packageName: 'c15t',
	name: 'c15t',
	// package.json of c15t 2.2.1 names no author.
	vendor: 'c15t (Consent.io)',
	gating: { kind: 'built-in', how: "the provider's scripts option ({ id, src, category: 'measurement' }), loaded once the category is consented" },
	selectors: {
		banner: ['[data-testid="consent-banner-card"]'],
		accept: '[data-testid="consent-banner-accept-button"]',
		reject: '[data-testid="consent-banner-reject-button"]'
	},
	frameworks: {
		'script-tag': { unsupported: 'c15t ships only a headless core for plain pages; its banner UI is a React component (@c15t/react)' },
		react,
		nextjs: nextjs,
		'tanstack-start': react,
		astro: { island: react },
		nuxt: { unsupported: 'c15t publishes no Vue or Nuxt banner; only a headless core, which would need a banner UI written by the page' }
	}
};
