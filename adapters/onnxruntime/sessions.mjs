// Sessions, one per model signature: the first call of a signature builds
// its model and creates its session; later calls reuse it. A model the
// runtime refuses is remembered as refused (the same bytes are refused
// the same way), so it is not built again either.
import { buildModel } from './model.mjs';

export class SessionCache {
  #ort;
  #options;
  #sessions = new Map();   // key -> Promise of a session
  #built = 0;

  constructor(ort, options) {
    this.#ort = ort;
    this.#options = options;
  }

  // Models built so far (sessions created or refused).
  get built() { return this.#built; }
  get size() { return this.#sessions.size; }

  // The session of a call's { key, signature }; rejects with the runtime's
  // error when it refuses the model.
  session({ key, signature }) {
    let pending = this.#sessions.get(key);
    if (pending === undefined) {
      this.#built++;
      // A fresh copy of the options each time: onnxruntime-node wraps them
      // in a Proxy that fails on frozen (non-configurable) properties.
      pending = this.#ort.InferenceSession.create(buildModel(signature), structuredClone(this.#options));
      // Kept even when it rejects; the rejection is handled by each caller.
      pending.catch(() => {});
      this.#sessions.set(key, pending);
    }
    return pending;
  }
}
