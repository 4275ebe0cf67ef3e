#ifndef SWIVEL_ZLIB_SHIM_H
#define SWIVEL_ZLIB_SHIM_H
// Only includes: zlib (Debian zlib1g-dev, which Cairo's development package brings), for deflate.
// Imported only by SwivelImageIO, as an implementation detail.
#include <zlib.h>
#endif
