// Which server a benchmark script starts: the production entry `npm start` runs (server/start.ts,
// which replays fixed responses and always serves ./build), or adapter-node's own build/index.js, to
// show what the replay layer buys.
import { dirname, resolve } from 'node:path';
import { BUILT_SERVER_ENTRY } from '../../support/server-process.ts';
import { unknownValue } from '../../src/lib/refusal.ts';

export const SERVER_ENTRIES = ['start', 'adapter'] as const;

/** `adapterEntry` is <build>/index.js, already checked to exist. */
export function serverEntry(entry: string, adapterEntry: string): string {
	if (entry === 'adapter') return adapterEntry;
	if (entry !== 'start') throw new Error(unknownValue('--entry', entry, SERVER_ENTRIES));
	if (dirname(adapterEntry) !== resolve('build')) throw new Error(`--entry start serves ./build only; pass --entry adapter to benchmark ${dirname(adapterEntry)}`);
	return BUILT_SERVER_ENTRY;
}
