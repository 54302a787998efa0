// The stdlib adapter as the runner drives it: the JavaScript client's test
// harness (adapters/js/tests/adapter-process.mjs) over promcast-stdlib.mjs.
import { fileURLToPath } from 'node:url';
import { exchangeWith } from '../../js/tests/adapter-process.mjs';

export { assertArray, assertArrays, assertOutcome } from '../../js/tests/adapter-process.mjs';

const ADAPTER = fileURLToPath(new URL('../promcast-stdlib.mjs', import.meta.url));

// Runs the adapter over `calls` ([op, inputs] pairs) after the hello (or
// `hello`): exchangeWith's answer.
export const exchange = (calls, options) => exchangeWith(ADAPTER, calls, options);
