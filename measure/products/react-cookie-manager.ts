// React Cookie Manager (Hypership): blocks trackers at run time by host name. The tracker's host is
// declared as the Analytics category's trackerDomains, and the page adds the tracker script the way an
// app adds an analytics tag, from an effect that runs after the provider has mounted.
import { TRACKER_SRC, type ProductDeclaration, type ReactIntegration } from './types.ts';

const react: ReactIntegration = {
	// The tracker is a sibling after <CookieManager>, so its effect runs after the provider's (React runs effects in tree order).
	source: `import { useEffect } from 'react';
import { CookieManager } from 'react-cookie-manager';
const categories = [{ id: 'Analytics', trackerDomains: ['tracker.test'] }];
function Tracker() {
	useEffect(() => {
		const script = document.createElement('script');
		script.src = '${TRACKER_SRC}';
		document.head.appendChild(script);
	}, []);
	return null;
}
export default function Consent({ children }) {
	return <><CookieManager categories={categories} translations={{ buttonText: 'Accept all', declineButtonText: 'Reject all' }}>{children}</CookieManager><Tracker /></>;
}`
};

export const product: ProductDeclaration = {
	slug: 'react-cookie-manager',
	packageName: 'react-cookie-manager',
	name: 'React Cookie Manager',
	gating: { kind: 'built-in', how: "run-time blocking by host name (categories: Analytics with trackerDomains ['tracker.test'])" },
	selectors: {
		banner: ['.cookie-manager .rcm-surface'],
		accept: '.cookie-manager .rcm-button-primary',
		reject: '.cookie-manager .rcm-button-secondary'
	},
	frameworks: {
		'script-tag': { unsupported: 'React component only; the package has no plain-HTML build' },
		react,
		nextjs: react,
		'tanstack-start': react,
		astro: { island: react },
		nuxt: { unsupported: 'React component only; the package has neither a Vue component nor a plain-HTML build' }
	}
};
