#ifndef SWIVEL_ZLIB_SHIM_H
#define SWIVEL_ZLIB_SHIM_H
// Only includes: zlib (Debian zlib1g-dev), for CRC-32, Adler-32, deflate and inflate.
// Imported only by Sources/SwivelImageIO/Native, as an implementation detail.
#include <zlib.h>
#endif
