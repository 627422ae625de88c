// Display width of wide characters, without ncurses.
//
// glibc declares wcwidth/wcswidth only under _XOPEN_SOURCE, which Swift's
// Glibc module does not define, so they are hidden from Swift. Declare them
// here (the declarations match glibc's), together with the locale calls a
// caller needs first: wcwidth answers -1 for every non-ASCII character until
// LC_CTYPE names a UTF-8 locale.
#ifndef REFBOOK_CWIDTH_H
#define REFBOOK_CWIDTH_H

#include <langinfo.h>
#include <locale.h>
#include <stddef.h>
#include <wchar.h>

extern int wcwidth(wchar_t c);
extern int wcswidth(const wchar_t *s, size_t n);

#endif
