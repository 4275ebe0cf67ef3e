#ifndef SWIVEL_FREETYPE_SHIM_H
#define SWIVEL_FREETYPE_SHIM_H
// Only includes: FreeType for text measurement, imported by SwivelGraphics alone as an
// internal implementation detail. Drawing (Cairo) stays in SwivelRendering.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H
#endif
