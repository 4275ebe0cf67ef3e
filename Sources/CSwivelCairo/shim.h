#ifndef SWIVEL_CAIRO_SHIM_H
#define SWIVEL_CAIRO_SHIM_H
// Only includes: Swivel's door to Cairo (cairo-ft.h brings FreeType's headers along).
// Imported by SwivelRendering alone (drawing) as an internal implementation detail.
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#endif
