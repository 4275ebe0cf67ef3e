#ifndef SWIVEL_MALLOC_SHIM_H
#define SWIVEL_MALLOC_SHIM_H
// Only includes: glibc's malloc tuning (mallopt and its parameters), which the C library
// declares in <malloc.h> and Swift's Glibc module leaves out. Nothing to link (libc).
// Elsewhere the header is empty. Imported only by Sources/SwivelSupport/Memory.
#if defined(__GLIBC__) || (defined(__linux__) && __has_include(<gnu/libc-version.h>))
#include <malloc.h>
#endif
#endif
