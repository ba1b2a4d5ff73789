import { describe, expect, it } from 'vitest';
import { pressPoint } from './press.ts';

const phone = { width: 412, height: 823 };

describe('pressPoint', () => {
	it('presses the centre of a button that is wholly on screen', () => {
		expect(pressPoint({ x: 100, y: 700, width: 120, height: 48 }, phone)).toEqual({ x: 160, y: 724 });
	});
	it('presses the part on screen of a button that reaches past it, as a finger does', () => {
		// Beyonk's accept button on a 412-px phone (2026-11-29): its whole box's centre, x 449.9, is off screen,
		// where a press reached the page instead and the consent was never given.
		const point = pressPoint({ x: 375.203125, y: 745, width: 149.375, height: 48 }, phone);
		expect(point.x).toBeCloseTo((375.203125 + 412) / 2, 6);
		expect(point.x).toBeLessThan(phone.width);
		expect(point.y).toBe(769);
	});
	it('refuses a button with no part on screen, naming why', () => {
		expect(() => pressPoint({ x: 420, y: 700, width: 100, height: 48 }, phone)).toThrow('no part on screen');
	});
});
