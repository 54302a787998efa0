"""Writing the corpus keeps nothing of a chunk once the chunk is written.

The model memoizes its answers, errors included. A memo that kept a caught
exception would keep its traceback, whose frames Python 3.11 links to
every caller's: the chunk's whole list of lines, once per new error, so a
worker writing millions of cases grew by gigabytes. Frames are the sign of
that: once a chunk is written, none of the generator's may be left alive.
"""

import gc
import sys
import types
import unittest

import support  # noqa: F401  (puts generator/ on sys.path)

from promcast_corpus.generation import _chunk_bytes
from promcast_families import FAMILIES
from promcast_model.errors import ModelError, memoized


def _generator_frames():
    """The frames alive, outside the running stack, of the generator's
    own modules."""
    running = set()
    frame = sys._getframe()
    while frame is not None:
        running.add(id(frame))
        frame = frame.f_back
    return [obj for obj in gc.get_objects()
            if isinstance(obj, types.FrameType) and id(obj) not in running
            and "promcast_" in obj.f_code.co_filename]


class KeepsNothingTest(unittest.TestCase):
    def test_no_frame_outlives_its_chunk(self):
        gc.collect()
        before = len(_generator_frames())
        # A seed no other test uses, so that the memos meet new questions
        # and new errors.
        seed = 7_777_777
        for name in FAMILIES:
            for chunk in range(2):
                _chunk_bytes((name, seed, chunk, chunk * 200,
                              chunk * 200 + 200))
                gc.collect()
                frames = _generator_frames()
                self.assertEqual(
                    len(frames), before,
                    f"{name} chunk {chunk} left frames alive: " + ", ".join(
                        sorted({f"{f.f_code.co_name} "
                                f"({f.f_code.co_filename}:{f.f_lineno})"
                                for f in frames})[:5]))

    def test_memoized_errors_carry_no_traceback(self):
        @memoized
        def refuse(value):
            raise ModelError("undefined", f"no {value}")
        error = refuse.outcome(3)
        self.assertIsInstance(error, ModelError)
        self.assertIsNone(error.__traceback__)
        with self.assertRaises(ModelError) as raised:
            refuse(3)
        self.assertEqual(str(raised.exception), "undefined: no 3")


if __name__ == "__main__":
    unittest.main()
