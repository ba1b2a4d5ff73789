// The command line of every `npm run` command (issue 94): `--help` prints the usage and exits 0, and an
// option the command does not take (or a value it cannot read) is one line naming it, then the usage,
// exit 2, as well-kept CLIs answer; never a Node stack trace.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses process.argv (or `args`) with node:util's parseArgs, answering --help and bad options itself. */
export function parseCommand<O extends Options>(usage: string, options: O, config: { allowPositionals?: boolean; args?: string[] } = {}) {
	const args = config.args ?? process.argv.slice(2);
	if (args.includes('--help') || args.includes('-h')) {
		console.log(usage);
		process.exit(0);
	}
	try {
		return parseArgs({ args, options, allowPositionals: config.allowPositionals ?? false, strict: true });
	} catch (error) {
		console.error(`error: ${commandLineError(error as Error & { code?: string })}\n\n${usage}`);
		process.exit(2);
	}
}

/** parseArgs' refusal in one line ("Unknown option '--x'. To specify a positional…" keeps its first sentence). */
export function commandLineError(error: Error & { code?: string }): string {
	return error.message.split('. ')[0].replace(/\.$/, '');
}
