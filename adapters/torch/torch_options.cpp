// torch_options.cpp: the adapter's options (torch_options.h).
#include "torch_options.h"

#include <cstdio>
#include <cstring>

namespace promcast_torch {

bool accept_options(const promcast_adapter_request *request) {
    static const char *const kKnown[] = {"device"};
    // "unknown option 'KEY' (this adapter takes device)"
    if (!promcast_adapter_check_options(request, kKnown, 1)) return false;
    // Every value given is checked, not only the last one (which would win,
    // adapter.h's promcast_adapter_option_value): a device the adapter does
    // not have is a mistake wherever it stands.
    for (int32_t i = 0; i < request->option_count; i++) {
        const promcast_adapter_option &option = request->options[i];
        if (std::strcmp(option.key, "device") != 0 || std::strcmp(option.value, "cpu") == 0)
            continue;
        std::snprintf(request->message, request->message_size,
                      "option device=%s: only device=cpu is built (this adapter runs libtorch "
                      "on the CPU; the libtorch it is built with has no CUDA)",
                      option.value);
        return false;
    }
    return true;
}

}  // namespace promcast_torch
