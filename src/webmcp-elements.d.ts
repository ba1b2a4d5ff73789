// The declarative WebMCP attributes (webmachinelearning/webmcp, declarative-api-explainer.md) for
// Svelte's element types: a form becomes a tool, each named control a parameter.
export {};

declare module 'svelte/elements' {
	interface HTMLFormAttributes {
		toolname?: string;
		tooldescription?: string;
		/** The agent's call submits the form itself; only for tools that merely read. */
		toolautosubmit?: boolean;
	}
	interface HTMLAttributes<T extends EventTarget> {
		/** Describes the control's parameter to an agent (else the label text is used). */
		toolparamdescription?: string;
	}
}
