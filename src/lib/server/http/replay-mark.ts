// The header by which the app tells the production server (server/start.ts) that a response's
// bytes are fixed for the life of the process: the same request target and the same request headers
// named in its Vary get the same bytes until the process stops. The server strips it before sending,
// stores the response and replays it without entering SvelteKit. Only respondFixed sets it.
export const REPLAY_MARK_HEADER = 'x-replay-fixed';
