// The test app of each framework. A framework whose app is not built yet keeps every cell
// `unavailable`; adding its app here (and its integration to the products) is all it takes to measure it.
import type { Framework } from '../../src/lib/dimensions.ts';
import { astroApp } from './astro/app.ts';
import { nextjsApp } from './nextjs/app.ts';
import { nuxtApp } from './nuxt/app.ts';
import { reactApp } from './react/app.ts';
import { scriptTagApp } from './script-tag/app.ts';
import { tanstackStartApp } from './tanstack-start/app.ts';
import type { ProductDeclaration } from '../products/types.ts';
import type { TestApp } from './types.ts';

export const TEST_APPS: Partial<Record<Framework, TestApp>> = {
	'script-tag': scriptTagApp,
	react: reactApp,
	astro: astroApp,
	nextjs: nextjsApp,
	nuxt: nuxtApp,
	'tanstack-start': tanstackStartApp
};

export function appNotBuiltReason(framework: Framework): string {
	return `not measured yet: the ${framework} test app is not built yet`;
}

/** The cell note naming the integration path measured; none for a framework without an app. */
export function integrationNote(framework: Framework, product: ProductDeclaration): string | null {
	return TEST_APPS[framework]?.integrationNote(product) ?? null;
}
