"""promcast_spec: every example of the three seed documents as a case, and
each promotion profile's tables as its library printed or published them.

Each module transcribes one seed or one upstream source; expectations are
literals read from it (corrected where a seed is wrong, with a note saying
what it claims), never computed by the model. The generator checks that the model agrees with
every one of them before it writes them.
"""

from . import (array_api, profile_array_api, profile_jax, profile_mlx,
               profile_numpy, torch_doc, xla_doc)

# (file name under cases/spec, suite, module), in writing order.
SPEC_SUITES = (
    ("array-api", "spec/array-api", array_api),
    ("xla", "spec/xla", xla_doc),
    ("torch", "spec/torch", torch_doc),
    ("profile-numpy", "spec/profile-numpy", profile_numpy),
    ("profile-array-api", "spec/profile-array-api", profile_array_api),
    ("profile-jax", "spec/profile-jax", profile_jax),
    ("profile-mlx", "spec/profile-mlx", profile_mlx),
)
