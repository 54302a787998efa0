// promcast's adapter process for @stdlib/ndarray 0.4.1 (installed in
// adapters/node_modules by `npm ci --prefix adapters`), the stdlib profile.
//
//   promcast run --exec 'node adapters/stdlib/promcast-stdlib.mjs' --profile stdlib cases
//
// Built on the protocol's JavaScript client (adapters/js/promcast-adapter.mjs):
// this file describes the library and loads it; ops.mjs is the table of ops
// and the stdlib function of each, ndarrays.mjs the conversions of arrays,
// errors.mjs the table of stdlib's error messages and their kinds.
// README.md beside it says what stdlib lacks and how values cross.
//
// Standard output is the protocol's: nothing else may be written there.
// stdlib logs nothing; as a program the adapter still sends console.log and
// console.info to standard error, so that nothing a package might print
// could break a frame.
import { createRequire } from 'node:module';
import { openWithoutOptions, serveIfMain } from '../js/promcast-adapter.mjs';
import { makeFunctions, OP_TABLE } from './ops.mjs';
import { classify } from './errors.mjs';
import { PROMOTION_DTYPES } from './ndarrays.mjs';

// The stdlib functions the adapter calls, by the name ops.mjs and
// ndarrays.mjs use, and the package of each. stdlib's packages are
// CommonJS directories (a package.json whose main is ./lib), which an ES
// module's import cannot name; require resolves them as a stdlib caller's
// require would.
const PACKAGES = Object.freeze({
  promotionRules: '@stdlib/ndarray/promotion-rules',
  isSafeCast: '@stdlib/ndarray/base/assert/is-safe-data-type-cast',
  concat: '@stdlib/ndarray/concat',
  broadcastShapes: '@stdlib/ndarray/base/broadcast-shapes',
  broadcastArray: '@stdlib/ndarray/broadcast-array',
  broadcastArrays: '@stdlib/ndarray/broadcast-arrays',
  ndarray: '@stdlib/ndarray/ctor',
  bufferCtors: '@stdlib/ndarray/base/buffer-ctors',
  shape2strides: '@stdlib/ndarray/base/shape2strides',
  empty: '@stdlib/ndarray/empty',
  assign: '@stdlib/ndarray/base/assign',
  reinterpretBoolean: '@stdlib/strided/base/reinterpret-boolean',
  reinterpretComplex64: '@stdlib/strided/base/reinterpret-complex64',
  reinterpretComplex128: '@stdlib/strided/base/reinterpret-complex128',
});

// stdlib is loaded here rather than by import declarations, so that a
// missing package is the hello's refusal with its reason (the runner stops
// and says it), not a crash before the first frame. Returns { lib, version }
// or { failure }; exported for the tests' in-process checks.
export function loadStdlib() {
  const require = createRequire(import.meta.url);
  try {
    const lib = {};
    for (const [name, path] of Object.entries(PACKAGES)) lib[name] = require(path);
    const { version } = require('@stdlib/ndarray/package.json');
    return { lib: Object.freeze(lib), version };
  } catch (error) {
    return { failure: `@stdlib/ndarray could not be loaded (npm ci --prefix adapters installs it): ${error.message.split('\n')[0]}` };
  }
}

const { lib, version, failure } = loadStdlib();

export const adapter = {
  name: 'stdlib',
  library: '@stdlib/ndarray',
  library_version: lib === undefined ? 'not loaded' : version,
  profile: 'stdlib',
  // The dtypes of stdlib's promotion table; arrays of float16, complex32,
  // int64 and uint64 are answered unsupported (ndarrays.mjs ARRAY_DTYPES).
  dtypes: [...PROMOTION_DTYPES],
  ops: OP_TABLE.map(({ op }) => op),
  functions: lib === undefined ? {} : makeFunctions(lib),
  classify,
  open: openWithoutOptions('stdlib', failure),
};

serveIfMain(import.meta.url, () => adapter);
