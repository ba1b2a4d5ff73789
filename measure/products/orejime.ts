// Orejime 3 (Boscop): config on window, the standard English build, and the tracker inside a
// `<template data-purpose>` that Orejime instantiates once the purpose is accepted.
import { standaloneEverywhere, TRACKER_SRC, type ProductDeclaration, type ScriptTagIntegration, type ReactIntegration } from './types.ts';

const CONFIG = `{
	privacyPolicyUrl: '/privacy',
	purposes: [{ id: 'tracker', title: 'Test tracker', description: 'Measures how this page is read.', cookies: ['_trk'] }]
}`;

const TRACKER_TAG = `<template data-purpose="tracker"><script src="${TRACKER_SRC}"></script></template>`;

const scriptTag: ScriptTagIntegration = {
	head: '<link rel="stylesheet" href="vendor/orejime-standard.css">',
	body: `${TRACKER_TAG}
<script>window.orejimeConfig = ${CONFIG};</script>
<script defer src="vendor/orejime-standard-en.js"></script>`,
	assets: {
		'vendor/orejime-standard.css': 'orejime/dist/orejime-standard.css',
		'vendor/orejime-standard-en.js': 'orejime/dist/orejime-standard-en.js'
	}
};

const react: ReactIntegration = {
	// Orejime ships prebuilt browser bundles only: the page sets the config, then imports the bundle.
	source: `import { useEffect } from 'react';
import 'orejime/dist/orejime-standard.css';
export default function Consent({ children }) {
	useEffect(() => {
		// Built with DOM calls: a script parsed by innerHTML is marked "already started" and its clone would never run.
		const template = document.createElement('template');
		template.dataset.purpose = 'tracker';
		const script = document.createElement('script');
		script.src = '${TRACKER_SRC}';
		template.content.appendChild(script);
		document.body.appendChild(template);
		window.orejimeConfig = ${CONFIG};
		import('orejime/dist/orejime-standard-en.js');
	}, []);
	return children;
}`
};

export const product: ProductDeclaration = {
	slug: 'orejime',
	packageName: 'orejime',
	name: 'Orejime',
	gating: { kind: 'built-in', how: '<template data-purpose="tracker"> instantiated by the product once the purpose is accepted' },
	selectors: {
		banner: ['.orejime-Banner'],
		accept: '.orejime-Banner-saveButton',
		reject: '.orejime-Banner-declineButton'
	},
	// No Next.js or React package: the standalone script, as the plain page has it.
	frameworks: standaloneEverywhere(scriptTag, react)
};
