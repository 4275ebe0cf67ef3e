#ifndef SWIVEL_ISAL_SHIM_H
#define SWIVEL_ISAL_SHIM_H
// ISA-L's igzip (Debian libisal-dev), for the fast deflate of images that are never goldens.
// Imported only by Sources/SwivelImageIO/Native, as an implementation detail.
#include <isa-l/igzip_lib.h>

/// The size of the buffer igzip's level 1 works in (a macro Swift cannot import).
static inline unsigned int swivel_isal_level1_buffer_size(void) { return ISAL_DEF_LVL1_DEFAULT; }

/// Whether everything given to the stream has been written out (after a sync flush).
static inline int swivel_isal_is_flushed(const struct isal_zstream *stream) {
  return stream->internal_state.state == ZSTATE_NEW_HDR;
}
#endif
