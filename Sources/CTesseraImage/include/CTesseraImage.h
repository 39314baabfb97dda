#ifndef CTESSERA_IMAGE_H
#define CTESSERA_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/// A decoded picture: `width` × `height` pixels, four bytes each (red, green, blue, alpha),
/// rows top to bottom. `pixels` is malloc'd; free it with tessera_image_free.
typedef struct {
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;
} tessera_image;

/// Decodes a PNG or JPEG held in `data` (`length` bytes) into `out`. Pictures of more than
/// `max_pixels` pixels are refused before anything is allocated for them. Returns 0 on
/// success; otherwise -1, `out` untouched, and a one-line reason (no newline) in `error`
/// (`error_size` bytes, always terminated).
int tessera_image_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                         tessera_image *out, char *error, size_t error_size);

/// Frees the pixels of an image `tessera_image_decode` filled in.
void tessera_image_free(tessera_image *image);

/// Encodes `width` × `height` pixels of three bytes each (red, green, blue) as a PNG into a
/// malloc'd buffer (`*out`, `*length`; free it with free()). Returns 0, or -1 on failure.
int tessera_image_encode_png(const uint8_t *rgb, uint32_t width, uint32_t height, uint8_t **out, size_t *length);

/// Encodes `width` × `height` pixels of one byte each, indices into `colormap` (`entries`
/// colours of three bytes, red, green, blue; at most 256), as a colour-mapped PNG into a
/// malloc'd buffer (`*out`, `*length`; free it with free()). Returns 0, or -1 on failure.
int tessera_image_encode_png_indexed(const uint8_t *indices, uint32_t width, uint32_t height,
                                     const uint8_t *colormap, uint32_t entries, uint8_t **out, size_t *length);

/// The size of one cell in pixels on the terminal `fd` (from TIOCGWINSZ); 0 and -1 when the
/// terminal does not say.
int tessera_cell_pixel_size(int fd, int *width, int *height);

#endif
