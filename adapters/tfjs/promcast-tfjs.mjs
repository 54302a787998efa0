// promcast's adapter process for TensorFlow.js 4.22 on its CPU backend
// (@tensorflow/tfjs-core + @tensorflow/tfjs-backend-cpu, installed in
// adapters/node_modules by `npm ci --prefix adapters`), the tfjs profile.
//
//   promcast run --exec 'node adapters/tfjs/promcast-tfjs.mjs' cases
//
// Built on the protocol's JavaScript client (adapters/js/promcast-adapter.mjs):
// this file describes the library; ops.mjs is the table of ops and the tf
// call of each, tensors.mjs the conversions of arrays and scalars, errors.mjs
// the table of tfjs's error messages and their kinds. README.md beside it
// says what tfjs lacks and how values cross.
//
// Standard output is the protocol's: nothing else may be written there.
// tfjs logs through console.warn (its "Hi, looks like you are running
// TensorFlow.js in Node.js" banner at the CPU backend's first tensor,
// tfjs-backend-cpu/src/backend_cpu.ts), which node writes to standard error;
// enableProdMode turns those messages off (tfjs-core/src/log.ts: PROD only
// silences warnings and logs; tfjs-core/src/flags.ts), and as a program the
// adapter also sends console.log and console.info to standard error.
import { openWithoutOptions, serveIfMain } from '../js/promcast-adapter.mjs';
import { makeFunctions, OP_TABLE } from './ops.mjs';
import { classify } from './errors.mjs';

// The CPU backend, named explicitly: tfjs would otherwise pick the
// registered backend of highest priority, which another installed backend
// (tfjs-node, wasm) could change.
const BACKEND = 'cpu';

// tfjs is imported here rather than by an import declaration, so that a
// missing package is the hello's refusal with its reason (the runner stops
// and says it), not a crash before the first frame. setBackend resolves to
// false if the backend fails to start, refused the same way.
async function loadTfjs() {
  try {
    const tf = await import('@tensorflow/tfjs-core');
    await import('@tensorflow/tfjs-backend-cpu');
    tf.enableProdMode();
    const started = await tf.setBackend(BACKEND);
    if (!started || tf.getBackend() !== BACKEND) {
      return { failure: `TensorFlow.js could not start its ${BACKEND} backend (it runs on ${tf.getBackend()})` };
    }
    return { tf };
  } catch (error) {
    return { failure: `TensorFlow.js could not be loaded (npm ci --prefix adapters installs it): ${error.message}` };
  }
}

const { tf, failure } = await loadTfjs();

export const adapter = {
  name: 'tfjs',
  library: 'TensorFlow.js',
  library_version: tf === undefined ? 'not loaded' : `${tf.version_core}, ${tf.getBackend()} backend`,
  profile: 'tfjs',
  dtypes: ['bool', 'int32', 'float32', 'complex64'],
  ops: OP_TABLE.map(({ op }) => op),
  functions: tf === undefined ? {} : makeFunctions(tf),
  classify,
  open: openWithoutOptions('tfjs', failure),
};

serveIfMain(import.meta.url, () => adapter);
