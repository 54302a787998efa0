/*
** promcast/profile.h: promotion profiles, the values the oracle is
** parameterised by.
**
** A profile is one library's (or one standard's) promotion semantics: its
** pairwise table (promote_types), how Python scalars and 0-d arrays take part
** (result_type), what an in-place or out= op may cast to (can_cast), and the
** op-specific dtype rules of the element-wise ops. Profiles are immutable,
** statically allocated values; pc_profile_find returns a borrowed pointer
** that stays valid for the life of the process.
**
** Profiles: "torch" (PyTorch's type promotion, Tensor Attributes;
** c10/core/ScalarType.cpp, aten/src/ATen/native/TypeProperties.cpp); "jax"
** (jax/_src/dtypes.py, the promotion lattice with weak types; x64 an
** option); "mlx" (mlx/dtype.cpp type_rules, python/src/utils.cpp
** to_array); "array-api" (the Array API standard, in each of its versions
** 2021.12 to 2025.12: "array-api@2021.12" ...; plain "array-api" is the
** latest; what a version leaves to implementations is PC_UNDEFINED); "numpy" (np.promote_types, NEP 50 for
** Python scalars, same_kind casting; numpy/_core/src); "tfjs" (TensorFlow.js
** 4.22 with its CPU backend: tfjs-core/src/types.ts upcastType, Python
** scalars as JavaScript numbers and booleans); "onnx" (the ONNX operators
** at opset 26, ONNX 1.21.0: each operator's type constraints, no
** promotion, no Python scalars); "stdlib" (@stdlib/ndarray 0.4.1:
** promotion-rules' table, safe-casts' table, concat's broadcasting
** join; no element-wise functions, no Python scalars).
** docs/profiles/<name>.md describes each.
*/
#ifndef PROMCAST_PROFILE_H
#define PROMCAST_PROFILE_H

#include "promcast/api.h"

#include <stdint.h>

#include "promcast/dtype.h"
#include "promcast/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct pc_profile pc_profile;

/* Knobs a library lets its user turn. Initialise with
** pc_promotion_options_init, then change what the case asks for. */
typedef struct pc_promotion_options {
    /* torch.get_default_dtype(): the dtype of Python floats, of true division
    ** of integers, and (through its complex counterpart) of Python complex
    ** numbers. float32 unless set; float16, bfloat16, float32 or float64. */
    pc_dtype default_float;
    /* JAX's jax_enable_x64; profiles other than jax ignore it. */
    int x64;
} pc_promotion_options;

PC_API void pc_promotion_options_init(pc_promotion_options *options);

/* The three categories of result_type operands (PyTorch's type promotion
** rules, Tensor Attributes; TypeProperties.cpp result_type): arrays with at
** least one dimension, 0-d arrays, and Python scalars (PyTorch's "wrapped
** numbers"). */
typedef enum pc_operand_category {
    PC_OPERAND_DIMENSIONED,
    PC_OPERAND_ZERO_DIM,
    PC_OPERAND_SCALAR
} pc_operand_category;

typedef enum pc_scalar_kind {
    PC_SCALAR_BOOL,
    PC_SCALAR_INT,
    PC_SCALAR_FLOAT,
    PC_SCALAR_COMPLEX
} pc_scalar_kind;

/* A Python scalar's value, for profiles whose outcome depends on it (NumPy's
** legacy value-based casting, NEP 50's range check). Python ints are
** unbounded: magnitude holds |v| when it fits 64 bits, else beyond_64_bits. */
typedef struct pc_scalar_value {
    int negative;
    uint64_t magnitude;
    int beyond_64_bits;
    double real;
    double imag;
} pc_scalar_value;

typedef struct pc_operand {
    pc_operand_category category;
    pc_dtype dtype;              /* PC_OPERAND_DIMENSIONED and _ZERO_DIM */
    pc_scalar_kind scalar_kind;  /* PC_OPERAND_SCALAR */
    int has_value;               /* PC_OPERAND_SCALAR: value is meaningful */
    pc_scalar_value value;
} pc_operand;

/* "torch", ..., or a version of a family with versions, "array-api@2023.12";
** a family's plain name is its latest version (the same object as
** "array-api@2025.12"). NULL if no profile has that name. */
PC_API const pc_profile *pc_profile_find(const char *name);

/* Enumerates the profiles: index 0, 1, ... until NULL; one per family, its
** latest version. */
PC_API const pc_profile *pc_profile_at(int index);

/* "torch", "array-api" (the latest version), "array-api@2023.12". */
PC_API const char *pc_profile_name(const pc_profile *profile);

/* The family a profile is a version of ("array-api"); a profile without
** versions is its own family (its name). */
PC_API const char *pc_profile_family(const pc_profile *profile);

/* The version of its family the profile is ("2023.12"); NULL for a profile
** without versions. */
PC_API const char *pc_profile_version(const pc_profile *profile);

/* The versions of the family of `profile`, oldest first: index 0, 1, ...
** until NULL. A profile without versions has none (NULL at 0). */
PC_API const pc_profile *pc_profile_version_at(const pc_profile *profile, int index);

/* 1 if the library (or the version of the standard) has the op, by its case
** format name ("add", "add_inplace", "clip", "vecdot", "result_type",
** "broadcast_to", ...): the Array API standard 2021.12 has no maximum, 2023.12
** no nextafter. 0 for a name that is no op. Where the version has the
** function but leaves a call open (a Python scalar argument before the
** standard allowed one), that is the call's outcome (PC_UNDEFINED), not a
** missing op. An in-place form is there where its op is. */
PC_API int pc_profile_has_op(const pc_profile *profile, const char *op);

/* The upstream files the profile is written from, for citations. */
PC_API const char *pc_profile_source(const pc_profile *profile);

/* Whether the library (or the version of the standard) the profile
** describes has this dtype at all: the Array API standard has complex64 and
** complex128 from 2022.12. */
PC_API int pc_profile_has_dtype(const pc_profile *profile, pc_dtype dtype);

/* The pairwise promotion (torch.promote_types, np.promote_types).
** PC_NO_PROMOTION when the profile defines none; PC_UNDEFINED when the
** profile's specification leaves it to implementations. */
PC_API pc_status pc_promote_types(const pc_profile *profile, pc_dtype a, pc_dtype b,
                           pc_dtype *result, pc_error *err);

/* pc_promote_types under options (NULL means the defaults): JAX's
** jnp.promote_types depends on x64. Profiles whose table ignores the
** options give pc_promote_types' answer. */
PC_API pc_status pc_promote_types_with_options(const pc_profile *profile,
                                        const pc_promotion_options *options,
                                        pc_dtype a, pc_dtype b,
                                        pc_dtype *result, pc_error *err);

/* The result dtype of an operation over `count` >= 1 operands
** (torch.result_type, np.result_type), options as above (NULL means the
** defaults). The error's operand indices name the operands involved. */
PC_API pc_status pc_result_type(const pc_profile *profile,
                         const pc_promotion_options *options,
                         const pc_operand *operands, int count,
                         pc_dtype *result, pc_error *err);

/* Whether a result of dtype `from` may be written to a destination of dtype
** `to` by an in-place or out= op (torch.can_cast; NumPy's same_kind).
** Sets *allowed to 1 or 0 and returns PC_OK, or an error for invalid dtypes. */
PC_API pc_status pc_can_cast(const pc_profile *profile, pc_dtype from, pc_dtype to,
                      int *allowed, pc_error *err);

#ifdef __cplusplus
}
#endif
#endif
