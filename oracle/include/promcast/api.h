/*
** promcast/api.h: PC_API marks the oracle's public functions.
**
** The oracle is built with hidden visibility (-fvisibility=hidden), so its
** shared library, libpromcast.so, exports exactly the functions its public
** headers declare with PC_API, all named pc_*, and none of its internals
** (oracle/tests/check_exports.py checks that `nm -D` agrees).
*/
#ifndef PROMCAST_API_H
#define PROMCAST_API_H

#if defined(_WIN32)
#define PC_API __declspec(dllexport)
#else
#define PC_API __attribute__((visibility("default")))
#endif

#endif
