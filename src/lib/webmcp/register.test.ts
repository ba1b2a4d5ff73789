import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSiteTools } from './register.ts';

function withModelContext() {
	const names = new Set<string>();
	const modelContext = {
		registerTool: vi.fn(async (tool: { name: string }, options: { signal: AbortSignal }) => {
			names.add(tool.name);
			options.signal.addEventListener('abort', () => names.delete(tool.name));
		})
	};
	vi.stubGlobal('window', { isSecureContext: true });
	vi.stubGlobal('document', { modelContext });
	return { modelContext, names };
}

/** Waits until the lazily imported tools module has loaded and its handler has run. */
const settle = () => vi.dynamicImportSettled();

describe('registerSiteTools', () => {
	afterEach(() => vi.unstubAllGlobals());

	it('registers get_benchmarks and read_page, and the cleanup removes them', async () => {
		const { names } = withModelContext();
		const cleanup = registerSiteTools();
		await vi.waitFor(() => expect([...names]).toEqual(['get_benchmarks', 'read_page']));
		cleanup();
		expect([...names]).toEqual([]);
	});

	it('registers nothing when cleaned up before the tools have loaded (a quick remount)', async () => {
		const { modelContext } = withModelContext();
		registerSiteTools()();
		await settle();
		expect(modelContext.registerTool).not.toHaveBeenCalled();
	});

	it('does nothing where the API is absent', async () => {
		vi.stubGlobal('window', { isSecureContext: true });
		vi.stubGlobal('document', {});
		expect(() => registerSiteTools()()).not.toThrow();
	});
});
