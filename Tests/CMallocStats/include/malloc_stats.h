#ifndef REFBOOK_MALLOC_STATS_H
#define REFBOOK_MALLOC_STATS_H

#include <stddef.h>
#if defined(__linux__)
#include <malloc.h>
#endif

/// Bytes currently allocated through malloc (small blocks plus mmapped ones),
/// or 0 where glibc's mallinfo2 is not available.
static inline size_t refbook_allocated_bytes(void) {
#if defined(__GLIBC__)
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
#else
  return 0;
#endif
}

#endif
