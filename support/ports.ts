// A free TCP port on loopback, for servers that scripts and tests start. Other agents and test
// files run servers on this machine too, so nothing uses a fixed port.
import { createServer } from 'node:net';

export function freePort(host = '127.0.0.1'): Promise<number> {
	return new Promise((done, fail) => {
		const probe = createServer();
		probe.once('error', fail);
		probe.listen(0, host, () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => done(port));
		});
	});
}
