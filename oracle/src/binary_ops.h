/*
** binary_ops.h: what the oracle knows of each element-wise op whatever the
** profile, and the dtype categories the profiles' tables of op rules are
** written in. Internal.
**
** A profile states an op's dtype rules as data (profile_<name>.c): a row
** per op naming the categories of dtypes the library accepts, where it
** checks them and the name it reports them under. The categories are the
** dtype kinds (promcast/dtype.h) as bits, so a row reads like the
** library's own list ("integer or boolean", AT_DISPATCH_INTEGRAL_TYPES and
** kBool).
*/
#ifndef PROMCAST_BINARY_OPS_H
#define PROMCAST_BINARY_OPS_H

#include "promcast/dtype.h"
#include "promcast/elementwise.h"

/* Sets of dtype kinds. */
#define PC_CATEGORY_BOOL (1u << PC_KIND_BOOL)
#define PC_CATEGORY_INTEGER ((1u << PC_KIND_SIGNED) | (1u << PC_KIND_UNSIGNED))
#define PC_CATEGORY_FLOATING (1u << PC_KIND_FLOATING) /* real floating, float8 included */
#define PC_CATEGORY_COMPLEX (1u << PC_KIND_COMPLEX)
#define PC_CATEGORY_REAL_VALUED (PC_CATEGORY_INTEGER | PC_CATEGORY_FLOATING)
#define PC_CATEGORY_NUMERIC (PC_CATEGORY_REAL_VALUED | PC_CATEGORY_COMPLEX)
#define PC_CATEGORY_ANY (PC_CATEGORY_BOOL | PC_CATEGORY_NUMERIC)

/* Whether `dtype` (valid) is in the set of categories. */
int pc_dtype_in(pc_dtype dtype, unsigned categories);

/* Whether op is bool-valued: it computes in the promoted dtype and gives
** bool (the comparisons equal, not_equal, less, less_equal, greater,
** greater_equal, and logical_and, logical_or, logical_xor). */
int pc_binary_op_is_bool_valued(pc_binary_op op);

#endif
