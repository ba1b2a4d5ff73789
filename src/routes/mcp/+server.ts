// /mcp — the MCP server (Streamable HTTP, stateless). Every method comes here so that the Host and
// Origin checks run first; anything but POST is then a 405. The logic is in #lib/server/mcp.
import type { RequestHandler } from './$types';
import { handleMcpRequest } from '#lib/server/mcp/handler.ts';

export const fallback: RequestHandler = ({ request }) => handleMcpRequest(request);
