// glibc's allocator settings (mallopt, M_TRIM_THRESHOLD), which Swift's
// Glibc module leaves out: <malloc.h> is not among its headers.
#ifndef REFBOOK_CMALLOC_H
#define REFBOOK_CMALLOC_H

#include <malloc.h>

#endif
