// PNG and JPEG to RGBA through libpng and libjpeg-turbo. Every failure the libraries report
// (a truncated file, a corrupt stream, a picture too large) comes back as a one-line message;
// nothing here aborts or prints.
#include "CTesseraImage.h"

#include <png.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void set_error(char *error, size_t size, const char *message) {
    if (error == NULL || size == 0) return;
    snprintf(error, size, "%s", message);
    // One line: the libraries' messages never hold one, but be sure.
    for (char *c = error; *c; c++) if (*c == '\n' || *c == '\r') *c = ' ';
}

static int too_large(uint64_t width, uint64_t height, uint64_t max_pixels, char *error, size_t size) {
    if (width == 0 || height == 0) {
        set_error(error, size, "the picture has no pixels");
        return 1;
    }
    if (width * height > max_pixels) {
        char message[160];
        snprintf(message, sizeof message, "the picture is %llu x %llu pixels, more than the %llu allowed",
                 (unsigned long long)width, (unsigned long long)height, (unsigned long long)max_pixels);
        set_error(error, size, message);
        return 1;
    }
    return 0;
}

// MARK: PNG

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
    char message[200];
} png_source;

static void png_read_bytes(png_structp png, png_bytep out, size_t count) {
    png_source *source = png_get_io_ptr(png);
    if (count > source->length - source->offset) {
        snprintf(source->message, sizeof source->message, "the PNG file ends early (truncated)");
        png_longjmp(png, 1);
    }
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void png_fail(png_structp png, png_const_charp message) {
    png_source *source = png_get_io_ptr(png);
    if (source && source->message[0] == 0) snprintf(source->message, sizeof source->message, "PNG: %s", message);
    png_longjmp(png, 1);
}

static void png_warn(png_structp png, png_const_charp message) { (void)png; (void)message; }

static uint32_t big_endian(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static int decode_png(const uint8_t *data, size_t length, uint64_t max_pixels,
                      tessera_image *out, char *error, size_t error_size) {
    // The dimensions are checked first, from the header itself: a file that claims too many
    // pixels is refused whatever follows.
    if (length >= 24 && memcmp(data + 12, "IHDR", 4) == 0
        && too_large(big_endian(data + 16), big_endian(data + 20), max_pixels, error, error_size)) {
        return -1;
    }
    png_source source = { data, length, 0, { 0 } };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail, png_warn);
    if (png == NULL) { set_error(error, error_size, "out of memory reading a PNG"); return -1; }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        set_error(error, error_size, "out of memory reading a PNG");
        return -1;
    }
    // Volatile: changed between setjmp and a longjmp back to it.
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    png_set_read_fn(png, &source, png_read_bytes);
    if (setjmp(png_jmpbuf(png))) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        set_error(error, error_size, source.message[0] ? source.message : "the PNG file is damaged");
        return -1;
    }
    // libpng's own limits, below which the dimensions are checked again here.
    png_set_user_limits(png, 1000000, 1000000);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    if (too_large(width, height, max_pixels, error, error_size)) {
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    int color_type = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    if (depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_destroy_read_struct(&png, &info, NULL);
        set_error(error, error_size, "PNG: an unexpected pixel layout");
        return -1;
    }
    pixels = malloc((size_t)width * height * 4);
    rows = malloc(sizeof(png_bytep) * height);
    if (pixels == NULL || rows == NULL) {
        free(pixels); free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        set_error(error, error_size, "out of memory for the picture");
        return -1;
    }
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    out->width = width;
    out->height = height;
    out->pixels = pixels;
    return 0;
}

// MARK: JPEG

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} jpeg_failure;

static void jpeg_fail(j_common_ptr jpeg) {
    jpeg_failure *failure = (jpeg_failure *)jpeg->err;
    (*jpeg->err->format_message)(jpeg, failure->message);
    longjmp(failure->jump, 1);
}

static void jpeg_quiet(j_common_ptr jpeg, int level) {
    // A warning about corrupt data (a truncated file) is taken as an error: the picture
    // would be grey from there down.
    if (level < 0) {
        jpeg_failure *failure = (jpeg_failure *)jpeg->err;
        if (failure->manager.num_warnings++ == 0) {
            (*jpeg->err->format_message)(jpeg, failure->message);
            longjmp(failure->jump, 1);
        }
    }
}

static int decode_jpeg(const uint8_t *data, size_t length, uint64_t max_pixels,
                       tessera_image *out, char *error, size_t error_size) {
    struct jpeg_decompress_struct jpeg;
    jpeg_failure failure;
    memset(&failure, 0, sizeof failure);
    jpeg.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_fail;
    failure.manager.emit_message = jpeg_quiet;
    uint8_t *volatile pixels = NULL;
    if (setjmp(failure.jump)) {
        free(pixels);
        jpeg_destroy_decompress(&jpeg);
        char message[JMSG_LENGTH_MAX + 8];
        snprintf(message, sizeof message, "JPEG: %s", failure.message);
        set_error(error, error_size, message);
        return -1;
    }
    jpeg_create_decompress(&jpeg);
    jpeg_mem_src(&jpeg, data, (unsigned long)length);
    jpeg_read_header(&jpeg, TRUE);
    if (too_large(jpeg.image_width, jpeg.image_height, max_pixels, error, error_size)) {
        jpeg_destroy_decompress(&jpeg);
        return -1;
    }
    jpeg.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&jpeg);
    size_t width = jpeg.output_width, height = jpeg.output_height;
    if (jpeg.output_components != 4) {
        jpeg_destroy_decompress(&jpeg);
        set_error(error, error_size, "JPEG: an unexpected pixel layout");
        return -1;
    }
    pixels = malloc(width * height * 4);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&jpeg);
        set_error(error, error_size, "out of memory for the picture");
        return -1;
    }
    while (jpeg.output_scanline < jpeg.output_height) {
        JSAMPROW row = pixels + (size_t)jpeg.output_scanline * width * 4;
        jpeg_read_scanlines(&jpeg, &row, 1);
    }
    jpeg_finish_decompress(&jpeg);
    jpeg_destroy_decompress(&jpeg);
    out->width = (uint32_t)width;
    out->height = (uint32_t)height;
    out->pixels = pixels;
    return 0;
}

int tessera_image_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                         tessera_image *out, char *error, size_t error_size) {
    static const uint8_t png_signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    if (data == NULL || length == 0) {
        set_error(error, error_size, "the file is empty");
        return -1;
    }
    if (length >= 8 && memcmp(data, png_signature, 8) == 0) {
        return decode_png(data, length, max_pixels, out, error, error_size);
    }
    if (length >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) {
        return decode_jpeg(data, length, max_pixels, out, error, error_size);
    }
    set_error(error, error_size, "not a PNG or JPEG file");
    return -1;
}

void tessera_image_free(tessera_image *image) {
    if (image == NULL) return;
    free(image->pixels);
    image->pixels = NULL;
}

// MARK: Encoding, for the terminals that take a PNG (kitty, iTerm2)

// Writes `width` × `height` `pixels` in `format` (with `entries` colours of `colormap` for a
// colour-mapped one) as a PNG into a malloc'd buffer: libpng is asked for the size first.
static int write_png(uint32_t format, uint32_t width, uint32_t height, uint32_t entries, const void *pixels,
                     const void *colormap, uint8_t **out, size_t *length) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = format;
    image.colormap_entries = entries;
    size_t size = 0;
    if (!png_image_write_to_memory(&image, NULL, &size, 0, pixels, 0, colormap) || size == 0) return -1;
    uint8_t *buffer = malloc(size);
    if (buffer == NULL) return -1;
    if (!png_image_write_to_memory(&image, buffer, &size, 0, pixels, 0, colormap)) {
        free(buffer);
        return -1;
    }
    *out = buffer;
    *length = size;
    return 0;
}

int tessera_image_encode_png(const uint8_t *rgb, uint32_t width, uint32_t height, uint8_t **out, size_t *length) {
    return write_png(PNG_FORMAT_RGB, width, height, 0, rgb, NULL, out, length);
}

int tessera_image_encode_png_indexed(const uint8_t *indices, uint32_t width, uint32_t height,
                                     const uint8_t *colormap, uint32_t entries, uint8_t **out, size_t *length) {
    if (entries == 0 || entries > 256) return -1;
    return write_png(PNG_FORMAT_RGB_COLORMAP, width, height, entries, indices, colormap, out, length);
}
