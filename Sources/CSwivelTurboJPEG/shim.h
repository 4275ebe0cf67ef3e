#ifndef SWIVEL_TURBOJPEG_SHIM_H
#define SWIVEL_TURBOJPEG_SHIM_H
// Only includes: libjpeg-turbo's TurboJPEG API (errors are return codes, no setjmp), imported
// by SwivelImageIO's JPEG decoder alone.
#include <turbojpeg.h>
#endif
