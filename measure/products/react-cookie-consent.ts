// react-cookie-consent: a banner component that reports the choice. The page loads the tracker from
// onAccept, and on later visits when getCookieConsentValue() says it was accepted.
import { LOAD_TRACKER_FUNCTION, type ProductDeclaration, type ReactIntegration } from './types.ts';

const react: ReactIntegration = {
	source: `import { useEffect } from 'react';
import CookieConsent, { getCookieConsentValue } from 'react-cookie-consent';
${LOAD_TRACKER_FUNCTION}
export default function Consent({ children }) {
	useEffect(() => { if (getCookieConsentValue() === 'true') loadTracker(); }, []);
	return <>{children}<CookieConsent enableDeclineButton buttonText="Accept all" declineButtonText="Reject all" onAccept={loadTracker}>We use an analytics cookie to understand how this page is read.</CookieConsent></>;
}`
};

export const product: ProductDeclaration = {
	slug: 'react-cookie-consent',
	packageName: 'react-cookie-consent',
	name: 'react-cookie-consent',
	gating: { kind: 'integrator', how: 'onAccept callback and getCookieConsentValue()' },
	selectors: {
		banner: ['.CookieConsent'],
		accept: '#rcc-confirm-button',
		reject: '#rcc-decline-button'
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
