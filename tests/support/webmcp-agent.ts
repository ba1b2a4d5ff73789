// How a browser's own agent calls a page's WebMCP tool: over CDP's WebMCP domain, answered from the
// browser process. Unlike page.webmcp (an in-page caller), it keeps a thrown error's message. Neither
// survives a navigation that starts before the answer has reached the browser (Chromium then reports
// the next page's result), which is why the form tool shows its view in place.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface AgentToolResponse {
	status: string;
	output?: unknown;
	exception?: { description?: string };
}

/** Calls `toolName` in the page's main frame as an agent would, and waits for its response. */
export async function invokeAsAgent(page: Page, toolName: string, input: object): Promise<AgentToolResponse> {
	const cdp = await page.context().newCDPSession(page);
	const responses = new Map<string, AgentToolResponse>();
	// Chromium 156 speaks an older WebMCP domain than Playwright's protocol types describe.
	const events = cdp as unknown as { on(event: string, listener: (event: { invocationId: string }) => void): void };
	events.on('WebMCP.toolResponded', (event) => responses.set(event.invocationId, event as never));
	const send = cdp.send.bind(cdp) as (method: string, params?: object) => Promise<Record<string, unknown>>;
	await send('WebMCP.enable');
	const { frameTree } = (await send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
	const { invocationId } = (await send('WebMCP.invokeTool', { frameId: frameTree.frame.id, toolName, input })) as { invocationId: string };
	await expect.poll(() => responses.has(invocationId), { timeout: 10_000 }).toBe(true);
	await cdp.detach().catch(() => {}); // the page may have navigated away, taking the session with it
	return responses.get(invocationId)!;
}
