#ifndef SWIVEL_CAIRO_SHIM_H
#define SWIVEL_CAIRO_SHIM_H
// Only includes: Swivel's door to Cairo. Imported by
// SwivelRendering alone (drawing, PNG) as an internal implementation detail.
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include <zlib.h>
#endif
