/*
** case_oracle.c: evaluating a case with the reference oracle.
**
** Arrays in an answer are contiguous and row-major, like the corpus's
** expected arrays; a broadcast_to view is copied out in row-major order, and
** its strides are kept beside the data.
*/
#include <stdlib.h>
#include <string.h>

#include "case_oracle.h"

static void answer_error(case_answer *answer, const pc_error *error) {
    answer->outcome.kind = OUTCOME_ERROR;
    answer->outcome.error = error->status;
    /* A bounded copy, as snprintf's "%s" would make, without its cost:
    ** fuzzing answers errors by the hundred thousand. */
    const char *end = memchr(error->message, '\0', sizeof error->message);
    size_t length = end ? (size_t)(end - error->message) : sizeof error->message;
    if (length > sizeof answer->message - 1) length = sizeof answer->message - 1;
    memcpy(answer->message, error->message, length);
    answer->message[length] = '\0';
}

static void answer_shape(case_answer *answer, const pc_shape *shape) {
    answer->outcome.kind = OUTCOME_SHAPE;
    memcpy(answer->dims, shape->dims, (size_t)shape->rank * sizeof(int64_t));
    answer->outcome.shape.rank = shape->rank;
    answer->outcome.shape.dims = answer->dims;
}

static void answer_out_of_memory(case_answer *answer) {
    pc_error error;
    pc_error_set(&error, PC_INVALID_ARGUMENT, -1, -1, -1,
                 "out of memory for the result");
    answer_error(answer, &error);
}

/* Sets the answer's array to `dtype` and `shape` over a buffer of that
** size, contiguous. Returns 0 when out of memory (the answer says so). */
static int answer_array(case_answer *answer, pc_dtype dtype,
                        const pc_shape *shape, pc_array *out) {
    int64_t count;
    pc_error error;
    if (pc_shape_element_count(shape, &count, &error) != PC_OK) {
        answer_error(answer, &error);
        return 0;
    }
    size_t bytes;
    if (!case_element_bytes(count, dtype, &bytes) || !case_answer_reserve(answer, bytes)) {
        answer_out_of_memory(answer);
        return 0;
    }
    case_answer_set_array(answer, dtype, shape->rank, shape->dims, count);
    pc_array_init_contiguous(out, dtype, shape, answer->buffer);
    return 1;
}

static void input_array(const case_array *source, pc_array *array) {
    pc_shape shape;
    case_shape_expand(source->shape, &shape);
    pc_array_init_contiguous(array, source->dtype, &shape, source->data);
}

static void answer_broadcast_to(const promcast_case *test_case, case_answer *answer) {
    pc_array source, view, out;
    pc_shape target;
    pc_error error;
    input_array(&test_case->arrays[0], &source);
    case_shape_expand(test_case->shapes[0], &target);
    if (pc_broadcast_to(&source, &target, &view, &error) != PC_OK) {
        answer_error(answer, &error);
        return;
    }
    if (!answer_array(answer, view.dtype, &view.shape, &out)) return;
    case_copy_strided(view.data, pc_dtype_size(view.dtype), view.shape.rank, view.shape.dims,
                      view.strides, answer->outcome.array.element_count, out.data);
    memcpy(answer->strides, view.strides, (size_t)view.shape.rank * sizeof(int64_t));
    answer->outcome.array.strides = answer->strides;
}

/* Input i of an element-wise case as the oracle's operand: a Python
** scalar when the case gives one (cases/README.md: operand_count 2 and
** operands[i] of category PC_OPERAND_SCALAR, arrays[i] then empty), else
** its array, set up over the case's data in `array`. */
static pc_binary_operand binary_input(const promcast_case *test_case, int i, pc_array *array) {
    if (test_case->operand_count == 2 &&
        test_case->operands[i].category == PC_OPERAND_SCALAR)
        return pc_binary_operand_scalar(&test_case->operands[i]);
    input_array(&test_case->arrays[i], array);
    return pc_binary_operand_array(array);
}

/* The plan of a binary case: two arrays go through the entry points for
** arrays (pc_binary_plan_make and its in-place form, the ones a C caller
** with two arrays uses), a Python scalar through the mixed ones. */
static pc_status binary_plan(const promcast_case *test_case, const pc_profile *profile,
                             int inplace, const pc_array *a, const pc_binary_operand *a_in,
                             const pc_binary_operand *b_in, pc_binary_plan *plan,
                             pc_error *error) {
    const pc_promotion_options *options = &test_case->options;
    pc_binary_op op = test_case->binary_op;
    if (a_in->array != NULL && b_in->array != NULL) {
        const pc_array *b = b_in->array;
        return inplace ? pc_binary_inplace_plan_make(profile, options, op, a->dtype, &a->shape,
                                                     b->dtype, &b->shape, plan, error)
                       : pc_binary_plan_make(profile, options, op, a->dtype, &a->shape,
                                             b->dtype, &b->shape, plan, error);
    }
    return inplace ? pc_binary_mixed_inplace_plan_make(profile, options, op, a, b_in, plan, error)
                   : pc_binary_mixed_plan_make(profile, options, op, a_in, b_in, plan, error);
}

/* The computation of a binary case into `out` (in place: `out` holds a
** copy of a), by the same kind of entry point as binary_plan's; a Python
** scalar's through the mixed forms that take the plan made for sizing
** `out`, rather than make it again (the fuzzer's expectations run here). */
static pc_status binary_compute(const promcast_case *test_case, const pc_profile *profile,
                                int inplace, const pc_binary_operand *a_in,
                                const pc_binary_operand *b_in, const pc_binary_plan *plan,
                                const pc_array *out, pc_error *error) {
    const pc_promotion_options *options = &test_case->options;
    pc_binary_op op = test_case->binary_op;
    if (a_in->array != NULL && b_in->array != NULL)
        return inplace ? pc_binary_compute_inplace(profile, options, op, out, b_in->array, error)
                       : pc_binary_compute(profile, options, op, a_in->array, b_in->array, out,
                                           error);
    return inplace ? pc_binary_mixed_compute_inplace_planned(profile, options, op, out, b_in,
                                                             plan, error)
                   : pc_binary_mixed_compute_planned(profile, options, op, a_in, b_in, plan, out,
                                                     error);
}

static void answer_binary(const promcast_case *test_case, const pc_profile *profile,
                          case_answer *answer) {
    pc_array a, b, out;
    pc_binary_plan plan;
    pc_error error;
    pc_binary_operand a_in = binary_input(test_case, 0, &a);
    pc_binary_operand b_in = binary_input(test_case, 1, &b);
    int inplace = test_case->op == CASE_BINARY_INPLACE;
    if (inplace && a_in.array == NULL) {
        pc_error_set(&error, PC_INVALID_ARGUMENT, 0, -1, -1,
                     "the destination of an in-place op must be an array, not a scalar");
        answer_error(answer, &error);
        return;
    }
    if (binary_plan(test_case, profile, inplace, &a, &a_in, &b_in, &plan, &error) != PC_OK) {
        answer_error(answer, &error);
        return;
    }
    if (!answer_array(answer, plan.result_dtype, &plan.shape, &out)) return;
    /* The destination is written in place: work on a copy of a (an empty
    ** one has no storage to copy from). */
    if (inplace && answer->outcome.array.element_count > 0)
        memcpy(out.data, a.data,
               (size_t)answer->outcome.array.element_count * pc_dtype_size(a.dtype));
    if (binary_compute(test_case, profile, inplace, &a_in, &b_in, &plan, &out, &error) != PC_OK)
        answer_error(answer, &error);
}

static void answer_sum_to_shape(const promcast_case *test_case, case_answer *answer) {
    pc_array gradient, out;
    pc_shape target;
    pc_error error;
    input_array(&test_case->arrays[0], &gradient);
    case_shape_expand(test_case->shapes[0], &target);
    /* The checks before the result is allocated: a refused result (past
    ** PyTorch's storage limit, say) may be too large to allocate. */
    if (pc_shape_validate(&target, 1, &error) != PC_OK ||
        pc_sum_to_shape_check(gradient.dtype, &gradient.shape, &target, &error) != PC_OK) {
        answer_error(answer, &error);
        return;
    }
    if (!answer_array(answer, gradient.dtype, &target, &out)) return;
    if (pc_sum_to_shape(&gradient, &out, &error) != PC_OK) answer_error(answer, &error);
}

/* broadcast_arrays' views, each copied out row-major with its strides
** kept beside it (as broadcast_to's). */
static void answer_views(const pc_array *sources, int count, case_answer *answer) {
    pc_array *views = malloc((size_t)(count ? count : 1) * sizeof *views);
    pc_dtype *dtypes = malloc((size_t)(count ? count : 1) * sizeof *dtypes);
    int *ranks = malloc((size_t)(count ? count : 1) * sizeof *ranks);
    int64_t *element_counts = malloc((size_t)(count ? count : 1) * sizeof *element_counts);
    pc_error error;
    if (!views || !dtypes || !ranks || !element_counts) {
        answer_out_of_memory(answer);
    } else if (pc_broadcast_arrays(sources, count, views, &error) != PC_OK) {
        answer_error(answer, &error);
    } else {
        int counted = 1;
        for (int i = 0; i < count && counted; i++) {
            dtypes[i] = views[i].dtype;
            ranks[i] = views[i].shape.rank;
            if (pc_shape_element_count(&views[i].shape, &element_counts[i], &error) != PC_OK) {
                answer_error(answer, &error);
                counted = 0;
            }
        }
        if (counted && !case_answer_set_arrays(answer, count, dtypes, ranks, element_counts)) {
            answer_out_of_memory(answer);
        } else if (counted) {
            for (int i = 0; i < count; i++) {
                const pc_array *view = &views[i];
                int64_t *layout = case_answer_layout(answer, i);
                size_t rank = (size_t)view->shape.rank;
                memcpy(layout, view->shape.dims, rank * sizeof(int64_t));
                memcpy(layout + rank, view->strides, rank * sizeof(int64_t));
                case_copy_strided(view->data, pc_dtype_size(view->dtype), view->shape.rank,
                                  view->shape.dims, view->strides, element_counts[i],
                                  answer->arrays[i].data);
            }
        }
    }
    free(views);
    free(dtypes);
    free(ranks);
    free(element_counts);
}

/* A function of several arrays (promcast/functions.h): the case's inputs
** as the oracle's operands (an array over the case's data, a Python
** scalar, or neither for None), then the plan, the result's memory and
** the values; broadcast_arrays makes views instead. */
static void answer_function(const promcast_case *test_case, const pc_profile *profile,
                            case_answer *answer) {
    int count = test_case->input_count;
    size_t slots = (size_t)(count ? count : 1);
    pc_array *arrays = malloc(slots * sizeof *arrays);
    pc_binary_operand *operands = malloc(slots * sizeof *operands);
    if (!arrays || !operands) {
        free(arrays);
        free(operands);
        answer_out_of_memory(answer);
        return;
    }
    for (int i = 0; i < count; i++) {
        const case_input *input = &test_case->inputs[i];
        operands[i].array = NULL;
        operands[i].scalar = NULL;
        if (input->kind == CASE_INPUT_ARRAY) {
            input_array(&input->array, &arrays[i]);
            operands[i] = pc_binary_operand_array(&arrays[i]);
        } else if (input->kind == CASE_INPUT_SCALAR) {
            operands[i] = pc_binary_operand_scalar(&input->scalar);
        }
    }
    if (test_case->op == CASE_BROADCAST_ARRAYS) {
        answer_views(arrays, count, answer);
    } else {
        pc_function_call call = {case_op_function(test_case->op), count, operands,
                                 case_axis(test_case)};
        pc_function_plan plan;
        pc_array out;
        pc_error error;
        if (pc_function_plan_make(profile, &test_case->options, &call, &plan, &error) != PC_OK)
            answer_error(answer, &error);
        else if (answer_array(answer, plan.result_dtype, &plan.shape, &out) &&
                 pc_function_compute(profile, &test_case->options, &call, &out, &error) != PC_OK)
            answer_error(answer, &error);
    }
    free(arrays);
    free(operands);
}

void case_oracle_answer(const promcast_case *test_case, const pc_profile *profile,
                        case_answer *answer) {
    pc_error error;
    pc_shape result, a, b;
    memset(&answer->outcome, 0, sizeof answer->outcome);
    answer->disposition = ANSWER_GIVEN;
    answer->message[0] = '\0';
    switch (test_case->op) {
    case CASE_BROADCAST_SHAPES: {
        pc_shape shapes[64];
        int count = test_case->shape_count;
        if (count > 64) {
            pc_error_set(&error, PC_INVALID_ARGUMENT, -1, -1, -1,
                         "the oracle check broadcasts at most 64 shapes at once");
            answer_error(answer, &error);
            return;
        }
        for (int i = 0; i < count; i++) case_shape_expand(test_case->shapes[i], &shapes[i]);
        if (pc_broadcast_shapes(shapes, count, &result, &error) == PC_OK)
            answer_shape(answer, &result);
        else
            answer_error(answer, &error);
        return;
    }
    case CASE_INPLACE_BROADCAST: {
        case_shape_expand(test_case->shapes[0], &a);
        case_shape_expand(test_case->shapes[1], &b);
        pc_status status = pc_inplace_broadcast(&a, &b, &error);
        if (status == PC_OK || status == PC_INPLACE_SHAPE_CHANGE ||
            status == PC_INCOMPATIBLE_SHAPES) {
            answer->outcome.kind = OUTCOME_ANSWER;
            answer->outcome.answer = status == PC_OK;
        } else {
            answer_error(answer, &error);
        }
        return;
    }
    case CASE_XLA_BROADCAST:
        case_shape_expand(test_case->shapes[0], &a);
        case_shape_expand(test_case->shapes[1], &b);
        if (pc_xla_broadcast(&a, &b, test_case->dims, test_case->dims_count, &result,
                             &error) == PC_OK)
            answer_shape(answer, &result);
        else
            answer_error(answer, &error);
        return;
    case CASE_PROMOTE_TYPES:
    case CASE_RESULT_TYPE: {
        pc_dtype dtype;
        pc_status status =
            test_case->op == CASE_PROMOTE_TYPES
                ? pc_promote_types(profile, test_case->dtypes[0], test_case->dtypes[1],
                                   &dtype, &error)
                : pc_result_type(profile, &test_case->options, test_case->operands,
                                 test_case->operand_count, &dtype, &error);
        if (status == PC_OK) {
            answer->outcome.kind = OUTCOME_DTYPE;
            answer->outcome.dtype = dtype;
        } else {
            answer_error(answer, &error);
        }
        return;
    }
    case CASE_CAN_CAST: {
        int allowed;
        if (pc_can_cast(profile, test_case->dtypes[0], test_case->dtypes[1], &allowed,
                        &error) == PC_OK) {
            answer->outcome.kind = OUTCOME_ANSWER;
            answer->outcome.answer = allowed;
        } else {
            answer_error(answer, &error);
        }
        return;
    }
    case CASE_BROADCAST_TO:
        answer_broadcast_to(test_case, answer);
        return;
    case CASE_BINARY:
    case CASE_BINARY_INPLACE:
        answer_binary(test_case, profile, answer);
        return;
    case CASE_SUM_TO_SHAPE:
        answer_sum_to_shape(test_case, answer);
        return;
    case CASE_WHERE:
    case CASE_CLIP:
    case CASE_MATMUL:
    case CASE_VECDOT:
    case CASE_CONCAT:
    case CASE_STACK:
    case CASE_BROADCAST_ARRAYS:
        answer_function(test_case, profile, answer);
        return;
    case CASE_OP_COUNT:
        break;
    }
    pc_error_set(&error, PC_INVALID_ARGUMENT, -1, -1, -1, "unknown op");
    answer_error(answer, &error);
}
