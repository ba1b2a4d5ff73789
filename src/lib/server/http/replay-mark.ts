// The header by which the app tells the production server (server/start.ts) that a response's
// bytes are fixed for the life of the process: the same request target and the same request headers
// named in its Vary get the same bytes until the process stops. The server strips it before sending,
// stores the response and replays it without entering SvelteKit. respondFixed sets it, and the MCP
// endpoint sets it on the answers of pure requests (mcp/answer-replay.ts): for those the key is the
// target, the body without its JSON-RPC id, Host, Origin and the headers the SDK reads, and the
// server splices each call's id in (server/replaying-mcp.ts).
// The contract for anyone adding headers in the hooks: on a marked response, a header may depend
// on the request only through Accept or Accept-Encoding (and Vary must say so); anything else (an
// HSTS header only over https, a CORS header echoing Origin) must not be added to marked responses,
// or the first request's value would be replayed to every later one.
export const REPLAY_MARK_HEADER = 'x-replay-fixed';
