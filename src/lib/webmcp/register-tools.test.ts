import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTools } from './register-tools.ts';
import type { ModelContextLike, WebMcpTool } from './model-context.ts';

const tool = (name: string): WebMcpTool => ({ name, description: name, execute: async () => name });

/** Behaves like Chromium 156's document.modelContext: promise, signal, duplicate names reject. */
function currentApi() {
	const registered = new Map<string, WebMcpTool>();
	const api: ModelContextLike = {
		async registerTool(t, options) {
			if (registered.has(t.name)) throw new DOMException('Duplicate tool name', 'InvalidStateError');
			registered.set(t.name, t);
			options?.signal?.addEventListener('abort', () => registered.delete(t.name));
		}
	};
	return { api, names: () => [...registered.keys()] };
}

/** The old navigator.modelContext draft: synchronous, ignores the signal, unregisterTool(name). */
function oldApi() {
	const registered = new Set<string>();
	const api: ModelContextLike = {
		registerTool(t) {
			if (registered.has(t.name)) throw new Error('Duplicate tool name');
			registered.add(t.name);
		},
		unregisterTool(name) {
			registered.delete(name);
		}
	};
	return { api, names: () => [...registered] };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

describe('registerTools', () => {
	afterEach(() => vi.restoreAllMocks());

	it.each([
		['current document.modelContext', currentApi],
		['old navigator.modelContext', oldApi]
	])('registers, unregisters and registers again with the %s', async (_, make) => {
		const { api, names } = make();
		const cleanup = registerTools(api, [tool('a'), tool('b')]);
		expect(names()).toEqual(['a', 'b']);
		cleanup();
		expect(names()).toEqual([]);
		registerTools(api, [tool('a'), tool('b')]);
		expect(names()).toEqual(['a', 'b']);
	});

	it.each([
		['rejected promise', currentApi],
		['synchronous throw', oldApi]
	])('turns a duplicate name (%s) into a warning, not an unhandled error', async (_, make) => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const { api, names } = make();
		registerTools(api, [tool('a')]);
		// A remount without cleanup: vitest fails the run on an unhandled rejection.
		expect(() => registerTools(api, [tool('a'), tool('b')])).not.toThrow();
		await flush();
		expect(names()).toEqual(['a', 'b']);
		expect(warn).toHaveBeenCalledOnce();
		expect(String(warn.mock.calls[0][0])).toContain('could not register a');
	});
});
