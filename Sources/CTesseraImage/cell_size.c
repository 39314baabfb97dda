#include "CTesseraImage.h"

#include <sys/ioctl.h>

int tessera_cell_pixel_size(int fd, int *width, int *height) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0
        || size.ws_xpixel == 0 || size.ws_ypixel == 0) {
        *width = 0;
        *height = 0;
        return -1;
    }
    *width = size.ws_xpixel / size.ws_col;
    *height = size.ws_ypixel / size.ws_row;
    return 0;
}
