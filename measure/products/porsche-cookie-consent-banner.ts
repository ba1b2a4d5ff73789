// Porsche's Cookie Consent Banner: a Stencil web component in an open shadow root. It only reports the
// choice (events); the page loads the tracker when "analytics" is among the accepted categories.
import { LOAD_TRACKER_FUNCTION, standaloneEverywhere, type ProductDeclaration, type ScriptTagIntegration, type ReactIntegration } from './types.ts';

const CATEGORIES = `[
	{ key: 'technically_required', label: 'Technically necessary cookies', description: 'Needed for the page to work.', isMandatory: true },
	{ key: 'analytics', label: 'Analysis cookies', description: 'Measure how this page is read.' }
]`;

const ON_CHOICE = `${LOAD_TRACKER_FUNCTION}
function onConsent(event) { if (event.detail.acceptedCategories.includes('analytics')) loadTracker(); }
window.addEventListener('cookie_consent_preferences_restored', onConsent);
window.addEventListener('cookie_consent_preferences_updated', onConsent);`;

const LABELS = 'btn-label-accept-and-continue="Accept all" btn-label-only-essential-and-continue="Reject all" btn-label-persist-selection-and-continue="Save selection" btn-label-select-all-and-continue="Select all" content-settings-description="Choose which cookies this page may use."';

const scriptTag: ScriptTagIntegration = {
	head: '<script type="module" src="vendor/cookie-consent-banner/cookie-consent-banner.esm.js"></script>',
	body: `<cookie-consent-banner ${LABELS}>We use an analytics cookie to understand how this page is read.</cookie-consent-banner>
<script>document.querySelector('cookie-consent-banner').availableCategories = ${CATEGORIES};
${ON_CHOICE}</script>`,
	assets: { 'vendor/cookie-consent-banner': '@porscheofficial/cookie-consent-banner/dist/cookie-consent-banner' }
};

const react: ReactIntegration = {
	// The -react wrapper 4.1.0 is published without its build (no dist/, and its generated code imports an
	// undeclared dev dependency), so the page uses the custom element directly, which React 19 supports.
	source: `import { useEffect } from 'react';
import { defineCustomElement } from '@porscheofficial/cookie-consent-banner/components/cookie-consent-banner';
defineCustomElement();
${ON_CHOICE}
const categories = ${CATEGORIES};
export default function Consent({ children }) {
	return <>{children}<cookie-consent-banner ${LABELS} availableCategories={categories}>We use an analytics cookie to understand how this page is read.</cookie-consent-banner></>;
}`
};

export const product: ProductDeclaration = {
	slug: 'porsche-cookie-consent-banner',
	packageName: '@porscheofficial/cookie-consent-banner',
	name: 'Cookie Consent Banner (@porscheofficial/cookie-consent-banner)',
	// package.json 4.1.0 names neither author nor homepage.
	vendor: 'Porsche (porscheofficial)',
	website: 'https://github.com/porscheofficial/cookie-consent-banner',
	gating: { kind: 'integrator', how: 'cookie_consent_preferences_restored/updated events with acceptedCategories' },
	selectors: {
		banner: ['cookie-consent-banner', '.cc_body'],
		accept: 'cookie-consent-banner .btn_accept_all',
		reject: 'cookie-consent-banner .btn_essentials_only'
	},
	// Turbopack cannot bundle Stencil's lazy loader (import(`./${bundleId}.entry.js`)) and the element cannot
	// be defined during server rendering, so the server-rendered React frameworks load the standalone build.
	frameworks: standaloneEverywhere(scriptTag, react)
};
