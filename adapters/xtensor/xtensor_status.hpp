// xtensor_status.hpp: what xtensor did, as an ABI status and a one-line
// message.
//
// xtensor reports a refusal by throwing (XTENSOR_THROW, xexception.hpp);
// an op it has no code for does not compile, which the adapter learns at
// its own compile time (xtensor_compiles.hpp). Exceptions are mapped by
// what they mean, never by guessing: anything not recognised here is
// PROMCAST_STATUS_INTERNAL_ERROR with its what(), so a new kind of refusal
// shows up as a failing case instead of a wrong answer.
#ifndef PROMCAST_XTENSOR_STATUS_HPP
#define PROMCAST_XTENSOR_STATUS_HPP

#include <cstdint>

#include "promcast/adapter.h"

namespace promcast_xtensor {

// Writes the printf-style message into call->message (one line: newlines
// become spaces) and returns `status`.
int32_t fail(const promcast_call *call, int32_t status, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

// The status of the exception being handled (call it inside a catch
// block only), with its message written:
//   xt::broadcast_error (xexception.hpp: "Incompatible dimension of
//     arrays", "Broadcast shape has fewer elements than original
//     expression")                               -> INCOMPATIBLE_SHAPES
//   xt::concatenate_error (xexception.hpp, "Incompatible dimension of
//     arrays": xt::concatenate's shape check)     -> INCOMPATIBLE_SHAPES
//   std::runtime_error "xbuffer_storage not resizable" (xbuffer_adaptor.hpp,
//     xbuffer_storage::resize: the in-place result needs the destination
//     to hold another number of elements)        -> INPLACE_SHAPE_CHANGE
//   std::runtime_error "... linear_assigner called with unrelated types"
//     (xassign.hpp: a contiguous store of an element type not implicitly
//     convertible to the destination's)          -> CANNOT_CAST
//   anything else                                -> INTERNAL_ERROR
int32_t status_of_current_exception(const promcast_call *call) noexcept;

// Runs f() (which returns a status) and turns any exception it throws into
// a status, so that no C++ exception crosses the extern "C" boundary.
template <class F>
int32_t guarded(const promcast_call *call, F &&f) noexcept {
    try {
        return f();
    } catch (...) {
        return status_of_current_exception(call);
    }
}

}  // namespace promcast_xtensor

#endif
