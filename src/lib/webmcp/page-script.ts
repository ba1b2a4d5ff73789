// The pages' only script. Pages are not hydrated (csr = false in src/routes/+layout.server.ts), so
// what needs JavaScript lives here, bundled by Vite as a module of its own: the root layout imports it
// with `?worker&url` (Vite's way to bundle a file with its imports and get its hashed URL; it is
// loaded as a page module, never as a worker). It registers the in-page WebMCP tools where the
// browser has the API, and answers an agent's call of a form's declarative tool with the view's JSON.
import { answerAgentSubmit, reloadOnHistoryMove } from './declarative-form.ts';
import { registerSiteTools } from './register.ts';

registerSiteTools();
// On the document, not on each form: a view shown in place brings a new form.
document.addEventListener('submit', answerAgentSubmit);
reloadOnHistoryMove();
