/*
** test_view.c: pc_broadcast_to, Tensor.expand as a view (promcast/view.h),
** against PyTorch's torch.Tensor.expand and the checks and error
** texts of PyTorch's inferExpandGeometry (aten/src/ATen/ExpandUtils.cpp).
*/
#include <stdint.h>
#include <string.h>

#include "test_support.h"

static pc_array array_of(pc_dtype dtype, pc_shape shape, void *data) {
    pc_array array;
    pc_array_init_contiguous(&array, dtype, &shape, data);
    return array;
}

/* Checks a view's rank, dimensions and strides against literals. */
static void check_view(tap_run *run, const pc_array *view, pc_shape shape,
                       const int64_t *strides, const char *name) {
    int passed = pc_shape_equal(&view->shape, &shape);
    for (int i = 0; passed && i < shape.rank; i++)
        passed = view->strides[i] == strides[i];
    tap_ok(run, passed, "%s", name);
    if (!passed) {
        char text[128];
        pc_shape_format(&view->shape, text, sizeof text);
        tap_diag(run, "  got shape %s", text);
        for (int i = 0; i < view->shape.rank; i++)
            tap_diag(run, "  stride %d: got %lld expected %lld", i,
                     (long long)view->strides[i], (long long)strides[i]);
    }
}

static void expand_example(tap_run *run) {
    int32_t values[3] = {1, 2, 3};
    pc_array a = array_of(PC_INT32, SHAPE(1, 3), values);
    pc_shape target = SHAPE(4, 3);
    pc_array view;
    pc_error err;
    pc_status status = pc_broadcast_to(&a, &target, &view, &err);
    test_status(run, status, &err, PC_OK,
                "expand: (1,3).expand(4,3) succeeds");
    check_view(run, &view, SHAPE(4, 3), (const int64_t[]){0, 1},
               "expand: (1,3).expand(4,3) has strides [0,1]");
    tap_ok(run, view.data == (void *)values && view.dtype == PC_INT32,
           "expand: the view shares a's storage and dtype");
    const int32_t *data = view.data;
    tap_is_int(run, data[2 * view.strides[0] + 1 * view.strides[1]], 2,
               "expand: view[2][1] reads a[0][1] = 2");

    /* Implicit broadcasting with the view as an operand: the
    ** expanded (4,3) added to zeros reads row [1,2,3] four times. */
    int32_t zeros[12] = {0}, sums[12];
    pc_array z = array_of(PC_INT32, SHAPE(4, 3), zeros);
    pc_array out = array_of(PC_INT32, SHAPE(4, 3), sums);
    memset(sums, 0xFF, sizeof sums);
    status = pc_binary_compute(pc_profile_find("torch"), NULL, PC_OP_ADD,
                               &view, &z, &out, &err);
    const int32_t expected[12] = {1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3};
    tap_ok(run, status == PC_OK && memcmp(sums, expected, sizeof sums) == 0,
           "expand: an expanded view reads as four copies of a");

    /* Writing through a broadcast view is refused (PyTorch:
    ** "unsupported operation: more than one element of the written-to
    ** tensor refers to a single memory location"). */
    status = pc_binary_compute_inplace(pc_profile_find("torch"), NULL,
                                       PC_OP_ADD, &view, &z, &err);
    test_status(run, status, &err, PC_INVALID_ARGUMENT,
                "expanded view as an in-place destination is refused");

    /* An empty view writes no element, so none is written twice: c10's
    ** _compute_contiguous (c10/core/Contiguity.h) calls a tensor of 0
    ** elements contiguous whatever its strides, a contiguous tensor is
    ** non-overlapping and dense (TensorImpl::refresh_contiguous), and
    ** has_internal_overlap (aten/src/ATen/MemoryOverlap.cpp) answers No for
    ** one before it looks for a stride of 0. */
    int32_t none[1] = {0};
    pc_array column = array_of(PC_INT32, SHAPE(0, 1), none);
    pc_shape empty_target = SHAPE(0, 3);
    pc_array empty_view;
    status = pc_broadcast_to(&column, &empty_target, &empty_view, &err);
    if (test_status(run, status, &err, PC_OK, "expand: (0,1).expand(0,3) succeeds"))
        check_view(run, &empty_view, SHAPE(0, 3), (const int64_t[]){1, 0},
                   "expand: (0,1).expand(0,3) has stride 0 on its size-3 dimension");
    pc_array empty_source = array_of(PC_INT32, SHAPE(0, 3), none);
    test_status(run, pc_binary_compute_inplace(pc_profile_find("torch"), NULL, PC_OP_ADD,
                                               &empty_view, &empty_source, &err),
                &err, PC_OK, "an empty expanded view as an in-place destination is accepted");
    test_status(run, pc_binary_compute(pc_profile_find("torch"), NULL, PC_OP_ADD,
                                       &empty_source, &empty_source, &empty_view, &err),
                &err, PC_OK, "an empty expanded view as out is accepted");
}

/* source.expand(target) succeeds with target's shape and these strides. */
static void check_expand(tap_run *run, const pc_array *source,
                         pc_shape target, const int64_t *strides,
                         const char *name) {
    pc_array view;
    pc_error err;
    pc_status status = pc_broadcast_to(source, &target, &view, &err);
    if (test_status(run, status, &err, PC_OK, name))
        check_view(run, &view, target, strides, name);
}

static void geometry(tap_run *run) {
    double values[6] = {0};
    pc_array vector = array_of(PC_FLOAT64, SHAPE(3), values);
    check_expand(run, &vector, SHAPE(2, 4, 3), (const int64_t[]){0, 0, 1},
                 "(3).expand(2,4,3): prepended dimensions get stride 0");
    pc_array column = array_of(PC_FLOAT64, SHAPE(2, 1), values);
    check_expand(run, &column, SHAPE(2, 5), (const int64_t[]){1, 0},
                 "(2,1).expand(2,5): strides [1,0]");
    /* A non-contiguous source keeps its strides where sizes match. */
    pc_array transposed = array_of(PC_FLOAT64, SHAPE(2, 3), values);
    transposed.strides[0] = 1;
    transposed.strides[1] = 2;
    check_expand(run, &transposed, SHAPE(5, 2, 3), (const int64_t[]){0, 1, 2},
                 "transposed (2,3).expand(5,2,3): strides [0,1,2]");
    pc_array scalar = array_of(PC_FLOAT64, SHAPE0(), values);
    check_expand(run, &scalar, SHAPE(2, 2), (const int64_t[]){0, 0},
                 "().expand(2,2): strides [0,0]");
    pc_array row = array_of(PC_FLOAT64, SHAPE(1, 3), values);
    check_expand(run, &row, SHAPE(0, 3), (const int64_t[]){0, 1},
                 "(1,3).expand(0,3): 1 may become 0");
    pc_array matrix = array_of(PC_FLOAT64, SHAPE(2, 3), values);
    check_expand(run, &matrix, SHAPE(2, 3), (const int64_t[]){3, 1},
                 "(2,3).expand(2,3) is the identity view");

    pc_shape target = SHAPE(4, 3);
    pc_error err;
    pc_status status = pc_broadcast_to(&row, &target, &row, &err);
    if (test_status(run, status, &err, PC_OK, "the view may be its source"))
        check_view(run, &row, SHAPE(4, 3), (const int64_t[]){0, 1},
                   "the view may be its source: strides [0,1]");
}

/* source.expand(target) fails with `expected`; returns the error. */
static pc_error check_refused(tap_run *run, const pc_array *source,
                              pc_shape target, pc_status expected,
                              const char *name) {
    pc_array view;
    pc_error err;
    pc_error_clear(&err);
    test_status(run, pc_broadcast_to(source, &target, &view, &err), &err,
                expected, name);
    return err;
}

static void errors(tap_run *run) {
    int8_t values[6] = {0};
    pc_array a = array_of(PC_INT8, SHAPE(2), values);
    pc_error err = check_refused(run, &a, SHAPE(2, 3), PC_INCOMPATIBLE_SHAPES,
                                 "(2).expand(2,3) is incompatible");
    tap_is_str(run, err.message,
               "The expanded size of the tensor (3) must match the existing "
               "size (2) at non-singleton dimension 1.  Target sizes: [2, 3]."
               "  Tensor sizes: [2]",
               "(2).expand(2,3): PyTorch's expand message");
    tap_is_int(run, err.dimension, 1, "(2).expand(2,3): dimension 1");

    pc_array matrix = array_of(PC_INT8, SHAPE(2, 3), values);
    err = check_refused(run, &matrix, SHAPE(3), PC_INCOMPATIBLE_SHAPES,
                        "(2,3).expand(3): the rank may not shrink");
    tap_ok(run, strstr(err.message,
                       "the number of sizes provided (1) must be greater or "
                       "equal to the number of dimensions in the tensor (2)") !=
                    NULL,
           "(2,3).expand(3): PyTorch's rank message");

    pc_array empty = array_of(PC_INT8, SHAPE(0), values);
    check_refused(run, &empty, SHAPE(1), PC_INCOMPATIBLE_SHAPES,
                  "(0).expand(1): 0 cannot become 1");
    pc_array b = array_of(PC_INT8, SHAPE(3, 1), values);
    err = check_refused(run, &b, SHAPE(3, 2, 1), PC_INCOMPATIBLE_SHAPES,
                        "(3,1).expand(3,2,1): 3 cannot become 2");
    tap_is_int(run, err.dimension, 1, "(3,1).expand(3,2,1): dimension 1");
    check_refused(run, &b, SHAPE(3, -1), PC_INVALID_ARGUMENT,
                  "a negative target size is invalid");
    pc_array no_data = array_of(PC_INT8, SHAPE(2), NULL);
    err = check_refused(run, &no_data, SHAPE(2), PC_INVALID_ARGUMENT,
                        "a source with elements but no data is invalid");
    tap_is_int(run, err.operand_a, 0, "a source with no data: the error names operand 0");
    pc_array one_without_data = array_of(PC_INT8, SHAPE(1), NULL);
    check_refused(run, &one_without_data, SHAPE(1), PC_INVALID_ARGUMENT,
                  "a source with one element but no data is invalid");
    pc_array past_the_dtypes = array_of(PC_INT8, SHAPE(2), values);
    past_the_dtypes.dtype = PC_DTYPE_COUNT;
    check_refused(run, &past_the_dtypes, SHAPE(2), PC_INVALID_ARGUMENT,
                  "a source whose dtype is PC_DTYPE_COUNT is invalid");
    pc_error_clear(&err);
    test_status(run, pc_array_validate(NULL, 0, &err), &err, PC_INVALID_ARGUMENT,
                "a NULL array is invalid");
    /* The last element's byte offset may be INT64_MAX itself, not more. */
    pc_array farthest = array_of(PC_INT8, SHAPE(2), values);
    farthest.strides[0] = INT64_MAX;
    test_status(run, pc_array_validate(&farthest, 0, &err), &err, PC_OK,
                "an int8 array whose last element is at byte offset INT64_MAX is valid");
    farthest = array_of(PC_INT16, SHAPE(2), values);
    farthest.strides[0] = INT64_MAX / 2 + 1;
    test_status(run, pc_array_validate(&farthest, 0, &err), &err, PC_INVALID_ARGUMENT,
                "an int16 array whose last element is past byte offset INT64_MAX is invalid");
}

int main(void) {
    tap_run run;
    tap_start(&run);
    expand_example(&run);
    geometry(&run);
    errors(&run);
    return tap_finish(&run);
}
