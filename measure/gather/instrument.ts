// The in-page instrument, installed with addInitScript on every page (baseline included, so the
// harness costs both sides the same). Event-driven only: PerformanceObservers, a MutationObserver
// that starts a bounded run of animation-frame checks, and a capture pointerdown listener. It never
// loops on its own: per-frame polling skewed main-thread work in the prototype (harness-notes §3.4).
// Milestones go to Node through the exposed `__cmpReport` binding; the rest is read once from `__m`.

export interface InstrumentConfig {
	/** CSS selectors from the document down through open shadow roots to the banner; empty on a baseline. */
	bannerPath: string[];
	/**
	 * Whether the press starts the animation-frame check for the banner's disappearance (default true, as
	 * every campaign ran). False only in the press-rate study (measure/study/press-rates.ts), which
	 * measures what that check adds to a press (issue 90).
	 */
	checkAfterPress?: boolean;
}

export function instrument(config: InstrumentConfig): void {
	type Report = (message: { type: string; at: number }) => void;
	const w = window as unknown as { __m: unknown; __cmpReport?: Report };
	const m = {
		hero: null as number | null,
		fcp: null as number | null,
		lcp: null as number | null,
		cls: 0,
		longTasks: [] as { start: number; duration: number }[],
		events: [] as { name: string; start: number; duration: number; processingStart: number; processingEnd: number; interactionId: number }[],
		bannerVisibleAt: null as number | null,
		bannerHiddenAt: null as number | null,
		pointerdownAt: null as number | null
	};
	w.__m = m;
	const report = (type: string, at: number) => {
		try {
			w.__cmpReport?.({ type, at });
		} catch {
			// The binding is gone while the page unloads; nothing to report to.
		}
	};
	const observe = (type: string, callback: (entries: PerformanceEntryList) => void, extra: object = {}) => {
		try {
			new PerformanceObserver((list) => callback(list.getEntries())).observe({ type, buffered: true, ...extra });
		} catch {
			// Entry type not supported by this browser: that field stays null and analysis says so.
		}
	};
	observe('element', (entries) => {
		for (const e of entries as (PerformanceEntry & { identifier: string; renderTime: number; loadTime: number })[])
			if (e.identifier === 'hero' && m.hero === null) {
				m.hero = e.renderTime || e.loadTime;
				report('hero', m.hero);
			}
	});
	observe('paint', (entries) => {
		for (const e of entries) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
	});
	observe('largest-contentful-paint', (entries) => (m.lcp = entries[entries.length - 1].startTime));
	observe('layout-shift', (entries) => {
		for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) m.cls += e.value;
	});
	observe('longtask', (entries) => {
		for (const e of entries) {
			m.longTasks.push({ start: e.startTime, duration: e.duration });
			report('longtask', e.startTime + e.duration);
		}
	});
	observe(
		'event',
		(entries) => {
			for (const e of entries as PerformanceEventTiming[])
				m.events.push({
					name: e.name,
					start: e.startTime,
					duration: e.duration,
					processingStart: e.processingStart,
					processingEnd: e.processingEnd,
					interactionId: (e as PerformanceEventTiming & { interactionId: number }).interactionId ?? 0
				});
		},
		{ durationThreshold: 16 }
	);

	// Banner visibility: checked in animation frames, but only while something is awaited
	// (first appearance, or disappearance after the click) and for at most 120 frames after the last mutation.
	const observedRoots = new WeakSet<Node>();
	const mutations = new MutationObserver(() => startFrames());
	const find = (): Element | null => {
		let scope: Document | ShadowRoot | null = document;
		let found: Element | null = null;
		for (const selector of config.bannerPath) {
			if (!scope) return null;
			found = scope.querySelector(selector);
			if (!found) return null;
			scope = found.shadowRoot;
			if (scope && !observedRoots.has(scope)) {
				observedRoots.add(scope);
				mutations.observe(scope, { childList: true, subtree: true, attributes: true });
			}
		}
		return found;
	};
	const isVisible = (element: Element | null): boolean => {
		if (!element) return false;
		const rect = element.getBoundingClientRect();
		if (rect.width < 1 || rect.height < 1) return false;
		if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth) return false;
		for (let node: Element | null = element; node; ) {
			const style = getComputedStyle(node);
			if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
			const root = node.getRootNode();
			node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
		}
		return true;
	};
	let framesLeft = 0;
	// With checkAfterPress false nothing is checked after the press at all: neither from the pointer's press
	// nor from the mutations the click makes (the press-rate study's presses without the check).
	const awaiting = () => config.bannerPath.length > 0 && (m.bannerVisibleAt === null || (m.pointerdownAt !== null && m.bannerHiddenAt === null && config.checkAfterPress !== false));
	const frame = () => {
		const now = performance.now();
		const visible = isVisible(find());
		if (visible && m.bannerVisibleAt === null) {
			m.bannerVisibleAt = now;
			report('banner-visible', now);
		} else if (!visible && m.bannerVisibleAt !== null && m.pointerdownAt !== null && m.bannerHiddenAt === null) {
			m.bannerHiddenAt = now;
			report('banner-hidden', now);
		}
		framesLeft -= 1;
		if (framesLeft > 0 && awaiting()) requestAnimationFrame(frame);
		else framesLeft = 0;
	};
	function startFrames() {
		if (!awaiting()) return;
		const idle = framesLeft === 0;
		framesLeft = 120;
		if (idle) requestAnimationFrame(frame);
	}
	mutations.observe(document, { childList: true, subtree: true, attributes: true });
	addEventListener(
		'pointerdown',
		(event) => {
			if (m.pointerdownAt !== null) return;
			m.pointerdownAt = event.timeStamp;
			report('pointerdown', event.timeStamp);
			startFrames();
		},
		{ capture: true }
	);
}
