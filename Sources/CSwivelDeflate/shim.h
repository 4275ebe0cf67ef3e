#ifndef SWIVEL_DEFLATE_SHIM_H
#define SWIVEL_DEFLATE_SHIM_H
// Only includes: libdeflate (Debian libdeflate-dev), for one-shot zlib decompression, CRC-32
// and Adler-32.
// Imported only by SwivelImageIO, as an implementation detail.
#include <libdeflate.h>
#endif
