// torch_status.h: what PyTorch's errors mean, and the exception boundary.
//
// PyTorch reports every refusal as a c10::Error whose text says what went
// wrong. torch_error_kind() maps the texts this adapter can meet to the case
// format's error kinds by what they mean (docs/adapters.md, "Statuses"); a
// text it does not know is PROMCAST_STATUS_INTERNAL_ERROR, never a guess.
// guarded() is the one place exceptions stop: every function in the table
// runs its body through it, so no C++ exception crosses the extern "C"
// boundary.
#ifndef PROMCAST_TORCH_STATUS_H
#define PROMCAST_TORCH_STATUS_H

#include <c10/util/Exception.h>
#include <promcast/adapter.h>

#include <exception>
#include <new>
#include <stdexcept>

namespace promcast_torch {

// Writes the printf-style line into call->message and returns `status`.
int32_t report(const promcast_call *call, int32_t status, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

// The error kind PyTorch's error text `message` means, or
// PROMCAST_STATUS_INTERNAL_ERROR when it is none this adapter knows.
int32_t torch_error_kind(const char *message);

// torch_error_kind(message), with the message (on one line) in call->message.
int32_t report_torch_error(const promcast_call *call, const char *message);

// Runs `body` (which returns a status) and turns whatever it throws into a
// status: a c10::Error by its meaning, and a std::runtime_error too (c10's
// checked_convert, c10/util/TypeCast.cpp report_overflow, throws one, not
// a c10::Error, in 1.13: "value cannot be converted to type int8_t without
// overflow"); anything else an internal error.
template <typename Body>
int32_t guarded(const promcast_call *call, Body &&body) noexcept {
    try {
        return body();
    } catch (const c10::Error &error) {
        return report_torch_error(call, error.what_without_backtrace());
    } catch (const std::runtime_error &error) {
        return report_torch_error(call, error.what());
    } catch (const std::bad_alloc &) {
        return report(call, PROMCAST_STATUS_INTERNAL_ERROR, "out of memory");
    } catch (const std::exception &error) {
        return report(call, PROMCAST_STATUS_INTERNAL_ERROR, "C++ exception: %s", error.what());
    } catch (...) {
        return report(call, PROMCAST_STATUS_INTERNAL_ERROR, "a C++ exception of unknown type");
    }
}

}  // namespace promcast_torch

#endif
