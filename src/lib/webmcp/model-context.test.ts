import { afterEach, describe, expect, it, vi } from 'vitest';
import { getModelContext } from './model-context.ts';

const api = (label: string) => ({ label, registerTool: () => Promise.resolve() });

function browser({ secure = true, document = {}, navigator = {} }: { secure?: boolean; document?: object; navigator?: object }) {
	vi.stubGlobal('window', { isSecureContext: secure });
	vi.stubGlobal('document', document);
	vi.stubGlobal('navigator', navigator);
}

describe('getModelContext', () => {
	afterEach(() => vi.unstubAllGlobals());

	it('prefers document.modelContext (Chromium 156)', () => {
		browser({ document: { modelContext: api('document') }, navigator: { modelContext: api('navigator') } });
		expect(getModelContext()).toMatchObject({ label: 'document' });
	});

	it('falls back to navigator.modelContext (older drafts)', () => {
		browser({ navigator: { modelContext: api('navigator') } });
		expect(getModelContext()).toMatchObject({ label: 'navigator' });
	});

	it('returns null without the API, on an insecure origin, for a foreign object and on the server', () => {
		browser({});
		expect(getModelContext()).toBeNull();
		browser({ secure: false, document: { modelContext: api('document') } });
		expect(getModelContext()).toBeNull();
		browser({ document: { modelContext: { registerTool: 'not a function' } } });
		expect(getModelContext()).toBeNull();
		vi.unstubAllGlobals();
		expect(typeof window).toBe('undefined');
		expect(getModelContext()).toBeNull();
	});
});
