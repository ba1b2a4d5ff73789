// Which server a benchmark script starts: the production entry `npm start` runs (server/start.ts,
// which replays fixed responses and always serves ./build), or adapter-node's own build/index.js, to
// show what the replay layer buys. Both get `npm start`'s Node options, so a comparison shows the
// replay layer and nothing else.
import { dirname, resolve } from 'node:path';
import { BUILT_SERVER_ARGS, SERVER_NODE_OPTIONS } from '../../support/server-process.ts';
import { unknownValue } from '../../src/lib/refusal.ts';

export const SERVER_ENTRIES = ['start', 'adapter'] as const;

/** Node's arguments for `entry`; `adapterEntry` is <build>/index.js, already checked to exist. */
export function serverArgs(entry: string, adapterEntry: string): string[] {
	if (entry === 'adapter') return [...SERVER_NODE_OPTIONS, adapterEntry];
	if (entry !== 'start') throw new Error(unknownValue('--entry', entry, SERVER_ENTRIES));
	if (dirname(adapterEntry) !== resolve('build')) throw new Error(`--entry start serves ./build only; pass --entry adapter to benchmark ${dirname(adapterEntry)}`);
	return [...BUILT_SERVER_ARGS];
}
