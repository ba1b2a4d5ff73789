import { describe, expect, it } from 'vitest';
import { createReplayStore, replayCost, replayKey, variesOnlyOnKeyedHeaders, type Replay } from './replay-store.ts';

const replay = (bytes: number): Replay => ({ headers: {}, notModifiedHeaders: {}, etag: undefined, body: Buffer.alloc(bytes) });

describe('replayKey', () => {
	it('differs by target, query, Accept and Accept-Encoding', () => {
		const base = replayKey('/', { accept: 'text/html', 'accept-encoding': 'br' });
		expect(replayKey('/?sort=addedBytes', { accept: 'text/html', 'accept-encoding': 'br' })).not.toBe(base);
		expect(replayKey('/', { accept: 'text/markdown', 'accept-encoding': 'br' })).not.toBe(base);
		expect(replayKey('/', { accept: 'text/html', 'accept-encoding': 'gzip' })).not.toBe(base);
		expect(replayKey('/', { accept: 'text/html', 'accept-encoding': 'br', 'user-agent': 'x' })).toBe(base);
	});
});

describe('variesOnlyOnKeyedHeaders', () => {
	it.each([
		[undefined, true],
		['Accept-Encoding', true],
		['Accept-Encoding, Accept', true],
		['accept', true],
		['Origin', false],
		['Accept, Cookie', false],
		['*', false]
	])('Vary %s → %s', (vary, expected) => expect(variesOnlyOnKeyedHeaders(vary)).toBe(expected));
});

describe('createReplayStore', () => {
	it('stays within its byte budget by dropping the least recently used entry', () => {
		const oneCost = replayCost(replay(1000));
		const store = createReplayStore(oneCost * 2);
		store.set('a', replay(1000));
		store.set('b', replay(1000));
		store.get('a'); // a is now more recent than b
		store.set('c', replay(1000));
		expect(store.get('b')).toBeUndefined();
		expect(store.get('a')).toBeDefined();
		expect(store.get('c')).toBeDefined();
		expect(store.bytes).toBe(oneCost * 2);
		expect(store.size).toBe(2);
	});

	it('never stores an entry larger than the whole budget', () => {
		const store = createReplayStore(1024);
		store.set('big', replay(4096));
		expect(store.size).toBe(0);
		expect(store.bytes).toBe(0);
	});

	it('replacing a key does not count its bytes twice', () => {
		const store = createReplayStore(1 << 20);
		store.set('a', replay(100));
		store.set('a', replay(200));
		expect(store.bytes).toBe(replayCost(replay(200)));
	});
});
