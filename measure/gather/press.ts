// A press the way a person makes one (harness 2.0, issue 65): the pointer held down for a human time
// before it is released, a mouse on the desktop profile and a finger on the mobile one. Playwright's
// click and tap release within a fraction of a millisecond, so pointerdown, pointerup and click were all
// handled before one frame; a person's hold lets a frame pass between them. The hold is the median of
// what people do: ClickSense's two studies (Edmonds and Azzopardi, n = 518 over CrowdFlower 2015 and
// Prolific 2022) measured mousedown→mouseup at 87 ms for ages 25–34 to 137 ms at 65 and over; 100 ms
// stands between them.
import type { CDPSession, Locator, Page } from 'playwright-core';

/** How long the pointer stays down, ms. */
export const PRESS_HOLD_MS = 100;

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where a person presses `box`: the centre of the part of it on screen. A button can reach past the
 * viewport (Beyonk's accept button runs 113 px past a 412-px phone screen), and the centre of its whole
 * box then lies off screen, where the press reaches the page, not the button; Playwright's click and tap
 * press the visible part, as a finger does.
 */
export function pressPoint(box: Box, viewport: { width: number; height: number }): { x: number; y: number } {
	const left = Math.max(box.x, 0);
	const right = Math.min(box.x + box.width, viewport.width);
	const top = Math.max(box.y, 0);
	const bottom = Math.min(box.y + box.height, viewport.height);
	if (right <= left || bottom <= top) throw new Error('the element has no part on screen to press');
	return { x: (left + right) / 2, y: (top + bottom) / 2 };
}

/** Presses the centre of `target`'s part on screen: mouse down, hold, up; or, with `touch`, a finger down, hold, up (CDP touch events). */
export async function press(page: Page, cdp: CDPSession, target: Locator, touch: boolean, holdMs = PRESS_HOLD_MS): Promise<void> {
	await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
	const box = await target.boundingBox({ timeout: 10_000 });
	if (!box) throw new Error('the element has no box on screen');
	const viewport = page.viewportSize() ?? (await page.evaluate(() => ({ width: innerWidth, height: innerHeight })));
	const { x, y } = pressPoint(box, viewport);
	if (touch) {
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
		await page.waitForTimeout(holdMs);
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
		return;
	}
	await page.mouse.move(x, y);
	await page.mouse.down();
	await page.waitForTimeout(holdMs);
	await page.mouse.up();
}
