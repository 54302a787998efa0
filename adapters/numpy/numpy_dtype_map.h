/*
** numpy_dtype_map.h: promcast's dtypes <-> NumPy's.
**
** NumPy has 14 of the 18: bool, int8..int64, uint8..uint64, float16,
** float32, float64, complex64, complex128 (no bfloat16, complex32 or float8:
** those come from the separate ml_dtypes package; docs/profiles/numpy.md,
** "Dtypes"). A NumPy dtype is recognised by its kind and size, not its type
** number, because NumPy has two type numbers for int64 on Linux (NPY_LONG
** and NPY_LONGLONG) and both are int64.
*/
#ifndef PROMCAST_NUMPY_DTYPE_MAP_H
#define PROMCAST_NUMPY_DTYPE_MAP_H

#include "numpy_api.h"

#include "promcast/adapter.h"
#include "promcast/dtype.h"

/* How many of promcast's dtypes NumPy has. */
#define NUMPY_DTYPE_COUNT 14

/* The table's dtype list: writes the DLPack dtype of each dtype NumPy has
** into list[0 .. NUMPY_DTYPE_COUNT), in promcast's order. */
void numpy_dtype_list(DLDataType list[NUMPY_DTYPE_COUNT]);

/* Sets *typenum to NumPy's type number for `dtype`; 0 if NumPy lacks it. */
int numpy_typenum_of(pc_dtype dtype, int *typenum);

/* Sets *dtype from a NumPy dtype of native byte order; 0 for any other
** (object, longdouble, datetime64, a byte-swapped dtype, ...). */
int numpy_dtype_of_descr(const PyArray_Descr *descr, pc_dtype *dtype);

/* A new reference to NumPy's dtype object for a DLPack dtype, in *descr.
** PROMCAST_STATUS_OK; PROMCAST_STATUS_INVALID_ARGUMENT for a DLPack dtype
** none of the 18; PROMCAST_STATUS_UNSUPPORTED for one NumPy lacks. `role`
** names it in the message. */
int32_t numpy_descr_from_dl(const promcast_call *call, DLDataType dl, const char *role,
                            PyArray_Descr **descr);

/* The DLPack dtype of `object`, a NumPy dtype NumPy answered with.
** PROMCAST_STATUS_INTERNAL_ERROR, naming NumPy's answer, when it is not a
** dtype or none of the 18 (NumPy said something the ABI cannot carry:
** the case fails, with what NumPy said). `what` names the answer. */
int32_t numpy_dl_from_descr(const promcast_call *call, PyObject *object, const char *what,
                            DLDataType *dl);

#endif
