// Osano's open-source Cookie Consent 3 in opt-in mode. It blocks nothing itself: the page loads the
// tracker from the documented onInitialise/onStatusChange callbacks when hasConsented() is true.
import { standaloneEverywhere, LOAD_TRACKER_FUNCTION, type ProductDeclaration, type ScriptTagIntegration, type ReactIntegration } from './types.ts';

const INIT = `${LOAD_TRACKER_FUNCTION}
window.cookieconsent.initialise({
	type: 'opt-in',
	content: { message: 'We use an analytics cookie to understand how this page is read.', allow: 'Accept all', deny: 'Reject all', link: 'Learn more', href: '/privacy' },
	onInitialise: function () { if (this.hasConsented()) loadTracker(); },
	onStatusChange: function () { if (this.hasConsented()) loadTracker(); }
});`;

const scriptTag: ScriptTagIntegration = {
	head: '<link rel="stylesheet" href="vendor/cookieconsent.min.css">',
	body: `<script defer src="vendor/cookieconsent.min.js"></script>
<script type="module">${INIT}</script>`,
	assets: {
		'vendor/cookieconsent.min.css': 'cookieconsent/build/cookieconsent.min.css',
		'vendor/cookieconsent.min.js': 'cookieconsent/build/cookieconsent.min.js'
	}
};

const react: ReactIntegration = {
	// The package's main is the browser bundle (it sets window.cookieconsent); imported, then initialised once.
	source: `import { useEffect } from 'react';
import 'cookieconsent';
import 'cookieconsent/build/cookieconsent.min.css';
export default function Consent({ children }) {
	useEffect(() => { ${INIT} }, []);
	return children;
}`
};

export const product: ProductDeclaration = {
	slug: 'cookieconsent',
	packageName: 'cookieconsent',
	name: 'Cookie Consent (Osano open source)',
	gating: { kind: 'integrator', how: 'onInitialise/onStatusChange callbacks with hasConsented()' },
	selectors: {
		banner: ['.cc-window'],
		accept: '.cc-window .cc-allow',
		reject: '.cc-window .cc-deny'
	},
	// No Next.js or React package: the standalone script, as the plain page has it.
	frameworks: standaloneEverywhere(scriptTag, react)
};
