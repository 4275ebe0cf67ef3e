#ifndef SWIVEL_DEFLATE_SHIM_H
#define SWIVEL_DEFLATE_SHIM_H
// Only includes: libdeflate (Debian libdeflate-dev), for one-shot zlib decompression.
// Imported only by Sources/SwivelImageIO/Native, as an implementation detail.
#include <libdeflate.h>
#endif
