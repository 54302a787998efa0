// torch_functions.cpp: the PyTorch call of each function of several arrays
// (torch_functions.h), as PyTorch 1.13's Python reaches it, in one table
// (kFunctions): a row per function, with the forms of arguments it takes.
//   where     torch.where(condition, x, y), native where.self; a Python
//             number for x or y picks where.ScalarSelf, where.ScalarOther
//             or where.Scalar (torch/_C/_VariableFunctions.pyi lists the
//             four; python_arg_parser.cpp gives a number to a Scalar
//             parameter), which build x or y as a tensor of the result
//             type of the two (aten/src/ATen/native/TensorCompare.cpp).
//   clip      torch.clamp(x, min, max): clamp.Tensor (Tensor? bounds) when a
//             bound is a tensor, clamp (Scalar? bounds) when a bound is a
//             number; with both None both match and the binding tries
//             clamp.Tensor first (its TypeError lists "(Tensor input,
//             Tensor min, Tensor max, ...)" before "(Tensor input, Number
//             min, Number max, ...)"), so that one is called and refuses.
//             A number with a 0-d tensor is clamp (Scalar? bounds) too: the
//             binding takes a 0-d tensor for a Scalar parameter as its
//             item(), so the tensor's dtype is lost (torch.clamp(int8 x,
//             torch.tensor(1.5, dtype=torch.float64), 3) is float32). A
//             number with a tensor of more dimensions has no overload:
//             Python raises TypeError "clamp() received an invalid
//             combination of arguments - got (Tensor, Tensor, int)", so
//             unsupported.
//   matmul    torch.matmul(x1, x2) (`x1 @ x2` is Tensor.__matmul__, the
//             same native function).
//   vecdot    torch.linalg.vecdot(x, y, dim=-1): without an axis the
//             default, with one dim=axis.
//   concat    torch.cat(tensors, dim=0) (torch.concat is its alias): without
//             an axis the default. torch.cat has no axis=None (Python
//             parses dim=None as the Dimname overload and raises "Please
//             look up dimensions by name, got: name = None."): unsupported.
//   stack     torch.stack(tensors, dim=0).
//   broadcast_arrays  torch.broadcast_tensors(*tensors): the views PyTorch
//             makes (expand: stride 0 where it broadcasts), pointing into
//             the runner's operands, which it keeps alive (adapter.h,
//             OWNERSHIP).
#include "torch_functions.h"

#include <ATen/ops/broadcast_tensors.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/clamp.h>
#include <ATen/ops/linalg_vecdot.h>
#include <ATen/ops/matmul.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/where.h>

#include <cstddef>
#include <cstdio>

#include "torch_scalar.h"
#include "torch_status.h"
#include "torch_tensor.h"

namespace promcast_torch {
namespace {

// One argument as PyTorch is handed it.
struct Argument {
    int32_t kind = PROMCAST_VALUE_NONE;  // promcast_value_kind
    at::Tensor tensor;                   // PROMCAST_VALUE_ARRAY
    c10::Scalar scalar;                  // PROMCAST_VALUE_SCALAR
    const char *python_type = "NoneType";  // for messages: "Tensor", "int", ...
};
using Arguments = std::vector<Argument>;

struct Axis {
    int32_t kind;   // promcast_axis_kind
    int64_t value;  // PROMCAST_AXIS_GIVEN
};

using Results = std::vector<at::Tensor>;
using FunctionCall = int32_t (*)(const promcast_call *, const Arguments &, Axis, Results *);

// Forms, as bit sets: the value kinds a position takes, the axis kinds a
// function takes.
constexpr unsigned kArray = 1u << PROMCAST_VALUE_ARRAY;
constexpr unsigned kScalar = 1u << PROMCAST_VALUE_SCALAR;
constexpr unsigned kNone = 1u << PROMCAST_VALUE_NONE;
constexpr unsigned kNoAxis = 1u << PROMCAST_AXIS_DEFAULT;
constexpr unsigned kIntAxis = 1u << PROMCAST_AXIS_GIVEN;
constexpr unsigned kNoneAxis = 1u << PROMCAST_AXIS_NONE;
constexpr int32_t kAnyCount = -1;  // any number of values from 0, all of kinds[0]

struct FunctionRow {
    int32_t op;
    const char *function;   // PyTorch's name, for messages
    int32_t count;          // the number of values, or kAnyCount
    const char *roles[3];   // each position's name (kAnyCount: roles[0], indexed)
    unsigned kinds[3];      // the value kinds each position takes
    unsigned axes;          // the axis kinds the function takes
    bool views;             // its results are views of the operands
    bool reads_default_float;
    FunctionCall call;
};

bool is_scalar(const Argument &argument) { return argument.kind == PROMCAST_VALUE_SCALAR; }
bool is_tensor(const Argument &argument) { return argument.kind == PROMCAST_VALUE_ARRAY; }

std::vector<at::Tensor> tensors_of(const Arguments &arguments) {
    std::vector<at::Tensor> tensors;
    tensors.reserve(arguments.size());
    for (const Argument &argument : arguments) tensors.push_back(argument.tensor);
    return tensors;
}

int32_t where_call(const promcast_call *, const Arguments &a, Axis, Results *results) {
    const at::Tensor &condition = a[0].tensor;
    if (is_scalar(a[1]) && is_scalar(a[2]))
        results->push_back(at::where(condition, a[1].scalar, a[2].scalar));
    else if (is_scalar(a[1]))
        results->push_back(at::where(condition, a[1].scalar, a[2].tensor));
    else if (is_scalar(a[2]))
        results->push_back(at::where(condition, a[1].tensor, a[2].scalar));
    else
        results->push_back(at::where(condition, a[1].tensor, a[2].tensor));
    return PROMCAST_STATUS_OK;
}

// A bound as clamp's Scalar overload receives it: a number as itself, a
// 0-d tensor as its item() (the binding's PythonArgs::scalar_slow takes a
// 0-d tensor for a Scalar parameter that way, python_arg_parser.cpp), None
// as nothing. False for a tensor of more dimensions, which no Scalar
// parameter takes.
bool scalar_bound(const Argument &bound, c10::optional<at::Scalar> *value) {
    if (is_scalar(bound)) *value = bound.scalar;
    if (is_tensor(bound)) {
        if (bound.tensor.dim() != 0) return false;
        *value = bound.tensor.item();
    }
    return true;
}

int32_t clip_call(const promcast_call *call, const Arguments &a, Axis, Results *results) {
    const Argument &min = a[1], &max = a[2];
    if (is_scalar(min) || is_scalar(max)) {  // clamp (Scalar? bounds), file comment
        c10::optional<at::Scalar> low, high;
        if (!scalar_bound(min, &low) || !scalar_bound(max, &high))
            return report(call, PROMCAST_STATUS_UNSUPPORTED,
                          "torch.clamp has no overload taking a tensor bound of %d dimensions "
                          "with a Python scalar bound (Python raises TypeError \"clamp() "
                          "received an invalid combination of arguments - got (Tensor, %s, %s)\" "
                          "before any op runs)",
                          (int)(is_tensor(min) ? min.tensor.dim() : max.tensor.dim()),
                          min.python_type, max.python_type);
        results->push_back(at::clamp(a[0].tensor, low, high));
    } else {  // tensors or None: clamp.Tensor, both None included (file comment)
        c10::optional<at::Tensor> low, high;
        if (is_tensor(min)) low = min.tensor;
        if (is_tensor(max)) high = max.tensor;
        results->push_back(at::clamp(a[0].tensor, low, high));
    }
    return PROMCAST_STATUS_OK;
}

int32_t matmul_call(const promcast_call *, const Arguments &a, Axis, Results *results) {
    results->push_back(at::matmul(a[0].tensor, a[1].tensor));
    return PROMCAST_STATUS_OK;
}

int32_t vecdot_call(const promcast_call *, const Arguments &a, Axis axis, Results *results) {
    results->push_back(axis.kind == PROMCAST_AXIS_GIVEN
                           ? at::linalg_vecdot(a[0].tensor, a[1].tensor, axis.value)
                           : at::linalg_vecdot(a[0].tensor, a[1].tensor));
    return PROMCAST_STATUS_OK;
}

int32_t concat_call(const promcast_call *call, const Arguments &a, Axis axis, Results *results) {
    if (axis.kind == PROMCAST_AXIS_NONE)
        return report(call, PROMCAST_STATUS_UNSUPPORTED,
                      "torch.cat has no axis=None (Python parses dim=None as a dimension name "
                      "and raises \"Please look up dimensions by name, got: name = None.\")");
    std::vector<at::Tensor> tensors = tensors_of(a);
    results->push_back(axis.kind == PROMCAST_AXIS_GIVEN ? at::cat(tensors, axis.value)
                                                        : at::cat(tensors));
    return PROMCAST_STATUS_OK;
}

int32_t stack_call(const promcast_call *, const Arguments &a, Axis axis, Results *results) {
    std::vector<at::Tensor> tensors = tensors_of(a);
    results->push_back(axis.kind == PROMCAST_AXIS_GIVEN ? at::stack(tensors, axis.value)
                                                        : at::stack(tensors));
    return PROMCAST_STATUS_OK;
}

int32_t broadcast_arrays_call(const promcast_call *, const Arguments &a, Axis, Results *results) {
    for (at::Tensor &view : at::broadcast_tensors(tensors_of(a))) results->push_back(view);
    return PROMCAST_STATUS_OK;
}

// Every function the adapter lists, in kFunctionOps's order.
constexpr FunctionRow kFunctions[] = {
    {PROMCAST_OP_WHERE, "torch.where", 3, {"condition", "x1", "x2"},
     {kArray, kArray | kScalar, kArray | kScalar}, kNoAxis, false, true, where_call},
    {PROMCAST_OP_CLIP, "torch.clamp", 3, {"x", "min", "max"},
     {kArray, kArray | kScalar | kNone, kArray | kScalar | kNone}, kNoAxis, false, true, clip_call},
    {PROMCAST_OP_MATMUL, "torch.matmul", 2, {"x1", "x2", nullptr}, {kArray, kArray, 0}, kNoAxis,
     false, true, matmul_call},
    {PROMCAST_OP_VECDOT, "torch.linalg.vecdot", 2, {"x1", "x2", nullptr}, {kArray, kArray, 0},
     kNoAxis | kIntAxis, false, true, vecdot_call},
    {PROMCAST_OP_CONCAT, "torch.cat", kAnyCount, {"arrays", nullptr, nullptr}, {kArray, 0, 0},
     kNoAxis | kIntAxis | kNoneAxis, false, true, concat_call},
    {PROMCAST_OP_STACK, "torch.stack", kAnyCount, {"arrays", nullptr, nullptr}, {kArray, 0, 0},
     kNoAxis | kIntAxis, false, true, stack_call},
    {PROMCAST_OP_BROADCAST_ARRAYS, "torch.broadcast_tensors", kAnyCount,
     {"arrays", nullptr, nullptr}, {kArray, 0, 0}, kNoAxis, true, false, broadcast_arrays_call},
};

constexpr std::size_t kFunctionCount = sizeof kFunctions / sizeof kFunctions[0];

constexpr bool rows_are_the_listed_functions() {
    if (kFunctionCount != sizeof kFunctionOps / sizeof kFunctionOps[0]) return false;
    for (std::size_t i = 0; i < kFunctionCount; i++)
        if (kFunctions[i].op != kFunctionOps[i]) return false;
    return true;
}
static_assert(rows_are_the_listed_functions(),
              "kFunctions has one row per id of kFunctionOps, in order");

const FunctionRow *row_of(int32_t op) {
    for (const FunctionRow &row : kFunctions)
        if (row.op == op) return &row;
    return nullptr;
}

const char *value_kind_name(int32_t kind) {
    switch (kind) {
    case PROMCAST_VALUE_ARRAY: return "an array";
    case PROMCAST_VALUE_SCALAR: return "a scalar";
    case PROMCAST_VALUE_NONE: return "None";
    default: return "of an unknown kind";
    }
}

const char *axis_kind_name(int32_t kind) {
    switch (kind) {
    case PROMCAST_AXIS_DEFAULT: return "no axis";
    case PROMCAST_AXIS_NONE: return "axis=None";
    case PROMCAST_AXIS_GIVEN: return "an integer axis";
    default: return "an unknown axis kind";
    }
}

// The type Python's TypeError names for `value` (python_arg_parser.cpp
// prints Python's type names).
const char *python_type_name(const promcast_value &value) {
    if (value.kind == PROMCAST_VALUE_ARRAY) return "Tensor";
    if (value.kind != PROMCAST_VALUE_SCALAR) return "NoneType";
    switch (value.scalar.kind) {
    case PROMCAST_SCALAR_BOOL: return "bool";
    case PROMCAST_SCALAR_INT: return "int";
    case PROMCAST_SCALAR_FLOAT: return "float";
    case PROMCAST_SCALAR_COMPLEX: return "complex";
    default: return "a number";
    }
}

// Value `index` of `row`'s call as PyTorch is handed it, after checking
// that its kind is one the position takes.
int32_t argument_of(const promcast_call *call, const FunctionRow &row, int32_t index,
                    const promcast_value &value, Argument *argument) {
    int32_t position = row.count == kAnyCount ? 0 : index;
    char role[48];
    if (row.count == kAnyCount)
        std::snprintf(role, sizeof role, "%s[%d]", row.roles[0], (int)index);
    else
        std::snprintf(role, sizeof role, "%s", row.roles[position]);
    unsigned kind_bit = value.kind >= 0 && value.kind < 32 ? 1u << value.kind : 0u;
    if ((row.kinds[position] & kind_bit) == 0)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: %s is %s, which %s does not take",
                      promcast_op_name(row.op), role, value_kind_name(value.kind), row.function);
    argument->kind = value.kind;
    argument->python_type = python_type_name(value);
    switch (value.kind) {
    case PROMCAST_VALUE_ARRAY:
        if (value.array == nullptr)
            return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                          "%s: %s is an array whose DLTensor is NULL", promcast_op_name(row.op),
                          role);
        return tensor_over(call, value.array, role, &argument->tensor);
    case PROMCAST_VALUE_SCALAR: return scalar_of(call, value.scalar, role, &argument->scalar);
    default: return PROMCAST_STATUS_OK;  // None
    }
}

// The arguments of `row`'s call, after checking their form.
int32_t arguments_of(const promcast_call *call, const FunctionRow &row,
                     const promcast_arguments &given, Arguments *arguments) {
    const char *name = promcast_op_name(row.op);
    if (given.count < 0 || (given.count > 0 && given.values == nullptr))
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: %d values at %p", name,
                      (int)given.count, static_cast<const void *>(given.values));
    if (row.count != kAnyCount && given.count != row.count)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s takes %d values, not %d", name,
                      (int)row.count, (int)given.count);
    unsigned axis_bit = given.axis_kind >= 0 && given.axis_kind < 32 ? 1u << given.axis_kind : 0u;
    if ((row.axes & axis_bit) == 0)
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT, "%s: %s takes no %s", name,
                      row.function, axis_kind_name(given.axis_kind));
    arguments->resize((std::size_t)given.count);
    for (int32_t i = 0; i < given.count; i++) {
        int32_t status = argument_of(call, row, i, given.values[i], &(*arguments)[(std::size_t)i]);
        if (status != PROMCAST_STATUS_OK) return status;
    }
    return PROMCAST_STATUS_OK;
}

// `result`, or a copy of it when it shares memory with an operand
// (owned_result, torch_tensor.h).
at::Tensor owned_by_result(const at::Tensor &result, const Arguments &arguments) {
    at::Tensor owned = result;
    for (const Argument &argument : arguments)
        if (is_tensor(argument)) owned = owned_result(owned, argument.tensor);
    return owned;
}

}  // namespace

bool function_reads_default_float(int32_t op) {
    const FunctionRow *row = row_of(op);
    return row != nullptr && row->reads_default_float;
}

int32_t call_function(const promcast_call *call, int32_t op, const promcast_arguments &arguments,
                      std::vector<at::Tensor> *results) {
    const FunctionRow *row = row_of(op);
    if (row == nullptr) {
        const char *name = promcast_op_name(op);
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                      "op %d (%s) is not a function of several arrays this adapter lists",
                      (int)op, name != nullptr ? name : "an id adapter.h does not know");
    }
    Arguments given;
    int32_t status = arguments_of(call, *row, arguments, &given);
    if (status != PROMCAST_STATUS_OK) return status;
    Results answers;
    status = row->call(call, given, Axis{arguments.axis_kind, arguments.axis}, &answers);
    if (status != PROMCAST_STATUS_OK) return status;
    for (const at::Tensor &answer : answers)
        results->push_back(row->views ? answer : owned_by_result(answer, given));
    return PROMCAST_STATUS_OK;
}

}  // namespace promcast_torch
