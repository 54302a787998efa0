// xtensor_status.cpp: exceptions to statuses (xtensor_status.hpp).
#include "xtensor_status.hpp"

#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <new>
#include <stdexcept>

#include <xtensor/xexception.hpp>

namespace promcast_xtensor {

namespace {

void write_message(const promcast_call *call, const char *format, va_list args) {
    if (call == nullptr || call->message == nullptr || call->message_size == 0) return;
    std::vsnprintf(call->message, call->message_size, format, args);
    // xtensor's shape messages span lines (xexception.hpp,
    // shape_error_message); the ABI's message is one line.
    for (char *c = call->message; *c != '\0'; c++)
        if (*c == '\n' || *c == '\r') *c = ' ';
}

}  // namespace

int32_t fail(const promcast_call *call, int32_t status, const char *format, ...) {
    va_list args;
    va_start(args, format);
    write_message(call, format, args);
    va_end(args);
    return status;
}

int32_t status_of_current_exception(const promcast_call *call) noexcept {
    try {
        throw;
    } catch (const xt::broadcast_error &error) {
        return fail(call, PROMCAST_STATUS_INCOMPATIBLE_SHAPES, "xt::broadcast_error: %s",
                    error.what());
    } catch (const xt::concatenate_error &error) {
        // xt::concatenate's shape check (xbuilder.hpp,
        // concat_shape_builder_t::build): a rank or a size off the axis
        // differs from the first array's.
        return fail(call, PROMCAST_STATUS_INCOMPATIBLE_SHAPES, "xt::concatenate_error: %s",
                    error.what());
    } catch (const std::runtime_error &error) {
        // The one runtime_error whose meaning is known: an adaptor over
        // memory xtensor does not own cannot change its element count.
        if (std::strcmp(error.what(), "xbuffer_storage not resizable") == 0)
            return fail(call, PROMCAST_STATUS_INPLACE_SHAPE_CHANGE,
                        "std::runtime_error: %s (the in-place result has another number of "
                        "elements than the destination)",
                        error.what());
        // xassign.hpp, linear_assigner<false>::run_impl(..., false_type):
        // a contiguous assignment whose element types are not implicitly
        // convertible (std::complex<double> into std::complex<float>)
        // refuses at run time, though the strided paths of the same
        // assignment convert with static_cast. In place, that is the
        // result not being stored into the destination's type.
        if (std::strstr(error.what(), "linear_assigner called with unrelated types") != nullptr)
            return fail(call, PROMCAST_STATUS_CANNOT_CAST,
                        "std::runtime_error: %s (xtensor refuses to store the result into the "
                        "destination's element type)",
                        error.what());
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "std::runtime_error: %s",
                    error.what());
    } catch (const std::bad_alloc &) {
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "std::bad_alloc: out of memory");
    } catch (const std::exception &error) {
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "C++ exception: %s", error.what());
    } catch (...) {
        return fail(call, PROMCAST_STATUS_INTERNAL_ERROR, "a C++ exception of unknown type");
    }
}

}  // namespace promcast_xtensor
