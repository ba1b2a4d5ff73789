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

/** Presses the centre of `target`: mouse down, hold, up; or, with `touch`, a finger down, hold, up (CDP touch events). */
export async function press(page: Page, cdp: CDPSession, target: Locator, touch: boolean, holdMs = PRESS_HOLD_MS): Promise<void> {
	await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
	const box = await target.boundingBox({ timeout: 10_000 });
	if (!box) throw new Error('the element has no box on screen');
	const x = box.x + box.width / 2;
	const y = box.y + box.height / 2;
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
