#ifndef SWIVEL_XXHASH_SHIM_H
#define SWIVEL_XXHASH_SHIM_H
// Only includes: xxHash (Debian libxxhash-dev), linked as the shared library so the hash
// always runs optimised, even in a debug build of Swivel (no XXH_INLINE_ALL).
// Imported only by SwivelImageIO, as an implementation detail.
#include <xxhash.h>
#endif
