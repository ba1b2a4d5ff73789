// One count, named (issue 59): two counts of hosts meet a reader, the hosts behind a view's ranges and
// the hosts of the publication, and they differ. Every count of hosts a page states must say which it
// counts ("this view's 2 hosts", "the publication's 4 hosts") and agree with the data, in HTML, in the
// Markdown twin (what read_page returns) and in the JSON's caveats.
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };

interface Expected {
	view?: number;
	publication: number;
	/** The campaign's hosts: the publication's and those the gate refused every round of. */
	campaign?: number;
}

/**
 * Every "N hosts" in `text` that is not what `expected` says, or says neither whose hosts it counts. A
 * count belongs to the view when its sentence says "this view", to the publication when it says
 * "publication"; a history step's "(1 then, 3 now, 1 in common)" compares two publications and is left to
 * the history's own tests.
 */
function hostCountProblems(text: string, expected: Expected): string[] {
	return [...text.matchAll(/\b(\d+|two|three|four|five|six|seven|eight) hosts\b/gi)].flatMap((m) => {
		const n = WORDS[m[1].toLowerCase()] ?? Number(m[1]);
		const sentence = text.slice(Math.max(0, m.index! - 160), m.index!).split(/[.!?]\s/).at(-1)!;
		const phrase = `"…${sentence.slice(-60)}${m[0]}"`;
		if (/\bthen\b.*\bnow\b/.test(text.slice(m.index!, m.index! + 40))) return [];
		// An archived publication's caveats are shown as it published them, never altered: 1.2's and 1.3's
		// "the same speed on two hosts" meant any two machines.
		if (/same speed on two hosts only/.test(text.slice(m.index! - 20, m.index! + 20))) return [];
		// A sentence about another publication ("publication 1.3's three hosts") counts that one's hosts: the history's.
		if (/\b(publication|methodology) 1\.\d|\b1\.\d's\b|\bunder 1\.\d/i.test(sentence)) return [];
		// The nearest name is the one the count goes with.
		const at = (name: string) => sentence.toLowerCase().lastIndexOf(name);
		const [nearest] = (['this view', 'publication', 'campaign'] as const).filter((name) => at(name) >= 0).sort((a, b) => at(b) - at(a));
		if (nearest === undefined) return [`${phrase} does not say whose hosts it counts`];
		const want = nearest === 'this view' ? expected.view : nearest === 'campaign' ? expected.campaign : expected.publication;
		return want === undefined || n === want ? [] : [`${phrase}: ${nearest === 'this view' ? 'this view' : `the ${nearest}`} has ${want}`];
	});
}

const plain = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#39;|&apos;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('every count of hosts says what it counts, the same everywhere (issue 59)', () => {
	it('on the leaderboard, the methodology, the publications, a product page and an archived publication', async () => {
		const dataset = (await (await fetch(`${base}/data/publication.json`)).json()) as { hosts: unknown[]; hostMedians: { profile: string; framework: string }[]; gate: { refusedHosts: string[] } };
		const campaign = dataset.hosts.length + dataset.gate.refusedHosts.length;
		const viewHosts = (profile: string, framework: string) => dataset.hostMedians.filter((h) => h.profile === profile && h.framework === framework).length;
		const archived = (await (await fetch(`${base}/publications/measured-2026-11-27-09a6f723/publication.json`)).json()) as { hosts: unknown[] };
		const pages: [string, Expected][] = [
			['/', { view: viewHosts('desktop', 'nextjs'), publication: dataset.hosts.length }],
			['/?profile=mobile&framework=react', { view: viewHosts('mobile', 'react'), publication: dataset.hosts.length }],
			['/?profile=desktop&framework=script-tag', { view: viewHosts('desktop', 'script-tag'), publication: dataset.hosts.length }],
			['/methodology', { publication: dataset.hosts.length, campaign }],
			['/products/cookies-eu-banner', { publication: dataset.hosts.length }],
			['/publications/measured-2026-11-27-09a6f723', { publication: archived.hosts.length }]
		];
		let counts = 0;
		for (const [path, expected] of pages) {
			const html = plain(await (await fetch(`${base}${path}`)).text());
			const markdown = await (await fetch(`${base}${path}`, { headers: { accept: 'text/markdown' } })).text();
			for (const [what, text] of [['HTML', html], ['Markdown', markdown]])
				expect(hostCountProblems(text, expected), `${path} (${what})`).toEqual([]);
			counts += [...html.matchAll(/\b(\d+|two|three|four|five|six) hosts\b/gi)].length;
		}
		// The publications list counts each publication's hosts.
		const list = await (await fetch(`${base}/publications`, { headers: { accept: 'text/markdown' } })).text();
		for (const line of list.split('\n').filter((l) => l.startsWith('| [measured-'))) {
			const id = /\[(measured-[^\]]+)\]/.exec(line)![1];
			const hosts = ((await (await fetch(`${base}/publications/${id}/publication.json`)).json()) as { hosts?: unknown[]; provenance: { facts: string[] } });
			const expected = hosts.hosts?.length ?? new Set(hosts.provenance.facts.flatMap((f) => /^Host ([0-9a-f]{12}) of /.exec(f)?.[1] ?? [])).size;
			if (expected > 1) expect(hostCountProblems(line, { publication: expected }), id).toEqual([]);
		}
		const view = (await (await fetch(`${base}/api/benchmarks?profile=mobile&framework=react`)).json()) as { caveats: string[] };
		expect(hostCountProblems(view.caveats.join(' '), { view: viewHosts('mobile', 'react'), publication: dataset.hosts.length })).toEqual([]);
		expect(counts).toBeGreaterThan(8);
	});

	it('fails on a planted count that names nothing, or names the view with the publication\'s number', () => {
		expect(hostCountProblems('every range over 3 hosts, 9 rounds', { view: 2, publication: 4 })).toEqual(['"…every range over 3 hosts" does not say whose hosts it counts']);
		expect(hostCountProblems("every range over this view's 4 hosts", { view: 2, publication: 4 })).toEqual([`"…every range over this view's 4 hosts": this view has 2`]);
		expect(hostCountProblems("ran on the publication's 4 hosts; this view's 2 hosts", { view: 2, publication: 4 })).toEqual([]);
	});
});
