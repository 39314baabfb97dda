#ifndef CNCURSESW_H
#define CNCURSESW_H
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdlib.h>
#include <ncursesw/curses.h>
#endif
