// The published numbers and the code that produces them fail together (issue 23): the bundled raw
// records, republished by today's harness with the documented command, must give data/publication.json
// byte for byte. An analysis change that moves any interval, tier or word fails here, and is landed
// with the republished file (or a new campaign), never silently.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const published = join(root, 'data', 'publication.json');
const out = mkdtempSync(join(tmpdir(), 'cmp-republish-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('data/publication.json', () => {
	it('is what `npm run measure -- --publish-only --from data/visits` makes of the bundled records, byte for byte', { timeout: 180_000 }, () => {
		// The recorded reruns are kept when the analysis is the same, as in data/: copy the file in first.
		copyFileSync(published, join(out, 'publication.json'));
		execFileSync(process.execPath, ['measure/cli.ts', '--publish-only', '--from', 'data/visits', '--out', out], { cwd: root, stdio: 'pipe' });
		const republished = readFileSync(join(out, 'publication.json'), 'utf8');
		const expected = readFileSync(published, 'utf8');
		if (republished !== expected) {
			// Name the first difference so that the failure says what moved, not only that something did.
			const a = expected.split('\n');
			const b = republished.split('\n');
			const line = a.findIndex((text, i) => text !== b[i]);
			expect.fail(`republishing data/visits changes data/publication.json at line ${line + 1}:\n  published:   ${a[line]?.trim()}\n  republished: ${b[line]?.trim()}\nRepublish it with the command above (and say why in the commit), or restore the analysis.`);
		}
	});
});
