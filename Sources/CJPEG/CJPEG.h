// libjpeg-turbo (Debian's libjpeg-dev: libjpeg62-turbo-dev): decoding a contact's JPEG
// photo to RGB. libjpeg reports errors by calling error_exit, which by
// default prints and exits; here it jumps back out of the one decoding
// function, which Swift cannot do (setjmp), so the function is C.
#ifndef REFBOOK_CJPEG_H
#define REFBOOK_CJPEG_H

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

struct refbook_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf escape;
};

static void refbook_jpeg_fail(j_common_ptr info) {
  longjmp(((struct refbook_jpeg_error *)info->err)->escape, 1);
}

static void refbook_jpeg_say_nothing(j_common_ptr info) { (void)info; }

/// Decodes the JPEG in `data` (`size` bytes) to RGB, 3 bytes a pixel, row
/// after row, scaled while decoding by the largest of libjpeg's eighths
/// (8/8 … 1/8) that makes its longer side at most `longest` pixels, else by
/// 1/8. Returns the pixels (to be freed with free()) and sets `width` and
/// `height`; NULL when the data is no JPEG libjpeg can decode to RGB (CMYK,
/// say), or the scaled image has more than `most_pixels` pixels. Writes
/// nothing to standard error.
static inline unsigned char *refbook_jpeg_decode(const unsigned char *data, unsigned long size, unsigned int longest,
                                                 unsigned long most_pixels, unsigned int *width,
                                                 unsigned int *height) {
  struct jpeg_decompress_struct info;
  struct refbook_jpeg_error error;
  unsigned char *volatile pixels = NULL;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = refbook_jpeg_fail;
  error.manager.output_message = refbook_jpeg_say_nothing;
  if (setjmp(error.escape)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    return NULL;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, size);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_RGB;
  unsigned long side = info.image_width > info.image_height ? info.image_width : info.image_height;
  info.scale_denom = 8;
  info.scale_num = 8;
  while (info.scale_num > 1 && (side * info.scale_num + 7) / 8 > longest) info.scale_num--;
  jpeg_calc_output_dimensions(&info);
  if (info.output_components != 3 || (unsigned long)info.output_width * info.output_height > most_pixels) {
    jpeg_destroy_decompress(&info);
    return NULL;
  }
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 3;
  pixels = malloc(stride * info.output_height);
  if (pixels == NULL) {
    jpeg_destroy_decompress(&info);
    return NULL;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  *width = info.output_width;
  *height = info.output_height;
  jpeg_destroy_decompress(&info);
  return pixels;
}

#endif
