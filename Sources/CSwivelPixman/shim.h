#ifndef SWIVEL_PIXMAN_SHIM_H
#define SWIVEL_PIXMAN_SHIM_H
// Only includes: pixman (Debian libpixman-1-dev, already under Cairo), for converting rows
// between ARGB32 and packed RGB / alpha-only formats.
// Imported only by SwivelImageIO, as an implementation detail.
#include <pixman.h>
#endif
