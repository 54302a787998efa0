// torch_call_scope.cpp: the default dtype and warnings around a call
// (torch_call_scope.h).
#include "torch_call_scope.h"

#include <c10/core/DefaultDtype.h>

#include "torch_dtype.h"
#include "torch_status.h"

namespace promcast_torch {

void SilentWarnings::process(const c10::SourceLocation &, const std::string &, bool) {}

CallScope::CallScope(SilentWarnings *warnings)
    : warnings_(warnings), saved_default_(c10::get_default_dtype()) {}

CallScope::~CallScope() { c10::set_default_dtype(saved_default_); }

int32_t CallScope::use_default_float(const promcast_call *call) {
    c10::ScalarType type;
    // torch.set_default_dtype accepts floating types only
    // (torch/csrc/tensor/python_tensor.cpp); the case format's four are.
    if (!scalar_type_of(call->default_float, &type) || !c10::isFloatingType(type))
        return report(call, PROMCAST_STATUS_INVALID_ARGUMENT,
                      "default_float has dtype code %u bits %u, not a floating dtype of PyTorch",
                      call->default_float.code, call->default_float.bits);
    c10::set_default_dtype(caffe2::TypeMeta::fromScalarType(type));
    return PROMCAST_STATUS_OK;
}

}  // namespace promcast_torch
