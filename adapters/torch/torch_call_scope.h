// torch_call_scope.h: PyTorch's process state around one call.
//
// The default dtype is process state in PyTorch (c10/core/DefaultDtype.cpp:
// torch.set_default_dtype writes it, wrapped Python floats and true division
// of integers read it). Each call sets the case's `call->default_float` and
// restores the previous one when it returns, so no case sees another's.
// Warnings (TORCH_WARN, e.g. "ComplexHalf support is experimental") go to a
// handler that drops them for the same span: they are not outcomes, and the
// default handler would print them on stderr in the middle of the runner's
// report.
#ifndef PROMCAST_TORCH_CALL_SCOPE_H
#define PROMCAST_TORCH_CALL_SCOPE_H

#include <c10/util/Exception.h>
#include <c10/util/typeid.h>
#include <promcast/adapter.h>

namespace promcast_torch {

// Drops every warning.
class SilentWarnings : public c10::WarningHandler {
  public:
    void process(const c10::SourceLocation &source_location, const std::string &message,
                 bool verbatim) override;
};

class CallScope {
  public:
    explicit CallScope(SilentWarnings *warnings);
    ~CallScope();
    CallScope(const CallScope &) = delete;
    CallScope &operator=(const CallScope &) = delete;

    // Sets PyTorch's default dtype to call->default_float until the scope
    // ends. PROMCAST_STATUS_OK, or PROMCAST_STATUS_INVALID_ARGUMENT when it
    // is not a floating dtype PyTorch has.
    int32_t use_default_float(const promcast_call *call);

  private:
    c10::Warning::WarningHandlerGuard warnings_;
    caffe2::TypeMeta saved_default_;
};

}  // namespace promcast_torch

#endif
