// vanilla-cookieconsent 3 (Orest Bida): documented setup with the stylesheet in <head>, the UMD
// bundle deferred, and the tracker as a `type="text/plain" data-category` script it unblocks itself.
import { standaloneEverywhere, TRACKER_SRC, type ProductDeclaration, type ScriptTagIntegration, type ReactIntegration } from './types.ts';

const RUN = `CookieConsent.run({
	categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
	language: {
		default: 'en',
		translations: {
			en: {
				consentModal: {
					title: 'We use cookies',
					description: 'We use an analytics cookie to understand how this page is read.',
					acceptAllBtn: 'Accept all',
					acceptNecessaryBtn: 'Reject all',
					showPreferencesBtn: 'Manage preferences'
				},
				preferencesModal: {
					title: 'Cookie preferences',
					acceptAllBtn: 'Accept all',
					acceptNecessaryBtn: 'Reject all',
					savePreferencesBtn: 'Save preferences',
					sections: [
						{ title: 'Strictly necessary', linkedCategory: 'necessary' },
						{ title: 'Analytics', linkedCategory: 'analytics' }
					]
				}
			}
		}
	}
});`;

const scriptTag: ScriptTagIntegration = {
	head: '<link rel="stylesheet" href="vendor/cookieconsent.css">',
	body: `<script type="text/plain" data-category="analytics" data-src="${TRACKER_SRC}"></script>
<script defer src="vendor/cookieconsent.umd.js"></script>
<script type="module">${RUN}</script>`,
	assets: {
		'vendor/cookieconsent.css': 'vanilla-cookieconsent/dist/cookieconsent.css',
		'vendor/cookieconsent.umd.js': 'vanilla-cookieconsent/dist/cookieconsent.umd.js'
	}
};

const react: ReactIntegration = {
	// The documented React usage: import the ESM build and the CSS, run once in an effect.
	source: `import { useEffect } from 'react';
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
export default function Consent({ children }) {
	useEffect(() => { ${RUN} }, []);
	return <>{children}<script type="text/plain" data-category="analytics" data-src="${TRACKER_SRC}" /></>;
}`
};

export const product: ProductDeclaration = {
	slug: 'vanilla-cookieconsent',
	packageName: 'vanilla-cookieconsent',
	name: 'CookieConsent (vanilla-cookieconsent)',
	gating: { kind: 'built-in', how: 'script tag with type="text/plain" data-category="analytics", enabled by the product' },
	selectors: {
		banner: ['#cc-main .cm'],
		accept: '#cc-main .cm [data-role="all"]',
		reject: '#cc-main .cm [data-role="necessary"]'
	},
	// No Next.js or React package: the standalone script, as the plain page has it.
	frameworks: standaloneEverywhere(scriptTag, react)
};
