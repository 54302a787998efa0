/*
** minimal_adapter.c: a complete promcast adapter (ABI 2), to copy. It tests
** a toy library's broadcasting and promotion (the two functions under "The
** library under test": replace them with calls into yours); its lists say
** it has only those two ops and five dtypes, so the runner skips the rest.
**   cc -shared -fPIC -fvisibility=hidden -I<promcast>/abi/include \
**      -o libminimal_adapter.so minimal_adapter.c
**   promcast run --adapter ./libminimal_adapter.so
*/
#include <promcast/adapter.h>
#include <stdio.h>
#include <string.h>

/* ---- The library under test (a stand-in). ---- */
typedef enum toy_dtype { TOY_BOOL, TOY_INT32, TOY_INT64, TOY_FLOAT32, TOY_FLOAT64 } toy_dtype;

/* Broadcasts shape a with shape b into r, right-aligned; 0 if they clash. */
static int toy_broadcast(int an, const int64_t *a, int bn, const int64_t *b, int *rn,
                         int64_t *r) {
    *rn = an > bn ? an : bn;
    for (int i = 1; i <= *rn; i++) {
        int64_t x = i <= an ? a[an - i] : 1, y = i <= bn ? b[bn - i] : 1;
        if (x != y && x != 1 && y != 1) return 0;
        r[*rn - i] = x == 1 ? y : x;
    }
    return 1;
}

/* For these five dtypes, PyTorch's promotion is the later one in the enum. */
static toy_dtype toy_promote(toy_dtype a, toy_dtype b) { return a > b ? a : b; }

/* ---- The adapter. ---- */
/* The dtypes the library has, in toy_dtype's order (adapter.h's table). */
static const DLDataType dtypes[] = {{PROMCAST_DL_BOOL, 8, 1}, {kDLInt, 32, 1},
                                    {kDLInt, 64, 1}, {kDLFloat, 32, 1}, {kDLFloat, 64, 1}};
/* The ops it implements: each needs its function in the table below. */
static const int32_t ops[] = {PROMCAST_OP_BROADCAST_SHAPES, PROMCAST_OP_PROMOTE_TYPES};

static int toy_dtype_of(DLDataType dl, toy_dtype *dtype) {
    for (int i = 0; i < 5; i++)
        if (dl.code == dtypes[i].code && dl.bits == dtypes[i].bits && dl.lanes == 1)
            return *dtype = (toy_dtype)i, 1;
    return 0;
}

static int32_t broadcast_shapes(void *state, const promcast_call *call, int32_t count,
                                const promcast_shape *shapes, promcast_shape_result *result) {
    (void)state;
    result->ndim = 0;  /* () broadcasts to anything */
    for (int32_t i = 0; i < count; i++) {
        int64_t dims[PROMCAST_MAX_RANK];
        int ndim;
        if (!toy_broadcast(result->ndim, result->dims, shapes[i].ndim, shapes[i].dims, &ndim,
                           dims)) {
            snprintf(call->message, call->message_size, "shape %d does not broadcast", (int)i);
            return PROMCAST_STATUS_INCOMPATIBLE_SHAPES;
        }
        result->ndim = ndim;
        memcpy(result->dims, dims, sizeof(int64_t) * (size_t)ndim);
    }
    int64_t elements = 1;  /* the element count must fit int64 */
    int overflow = 0;
    for (int i = 0; i < result->ndim; i++) {
        if (result->dims[i] == 0) return PROMCAST_STATUS_OK;  /* no elements at all */
        overflow |= elements > INT64_MAX / result->dims[i];
        if (!overflow) elements *= result->dims[i];
    }
    return overflow ? PROMCAST_STATUS_SHAPE_OVERFLOW : PROMCAST_STATUS_OK;
}

static int32_t promote_types(void *state, const promcast_call *call, DLDataType a,
                             DLDataType b, DLDataType *result) {
    (void)state;
    toy_dtype x, y;
    if (!toy_dtype_of(a, &x) || !toy_dtype_of(b, &y)) {
        snprintf(call->message, call->message_size, "the toy library lacks that dtype");
        return PROMCAST_STATUS_UNSUPPORTED;
    }
    *result = dtypes[toy_promote(x, y)];
    return PROMCAST_STATUS_OK;
}

static const promcast_adapter table = {
    .abi_major = PROMCAST_ADAPTER_ABI_MAJOR, .abi_minor = PROMCAST_ADAPTER_ABI_MINOR,
    .size = sizeof(promcast_adapter),
    .name = "minimal", .library = "toy", .library_version = "1.0", .profile = "torch",
    .dtypes = dtypes, .dtype_count = sizeof dtypes / sizeof dtypes[0],
    .ops = ops, .op_count = sizeof ops / sizeof ops[0],
    .broadcast_shapes = broadcast_shapes,
    .promote_types = promote_types,  /* every other function is NULL: not in ops */
};

/* adapter.h declares it, exported. It takes no --adapter-option: refuse any. */
const promcast_adapter *promcast_adapter_open(const promcast_adapter_request *request) {
    if (!promcast_adapter_check_options(request, NULL, 0)) return NULL;
    return &table;  /* nothing to initialise, nothing else can fail */
}
