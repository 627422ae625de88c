// renameat2(2), which Swift's Glibc module leaves out (glibc declares it only
// under _GNU_SOURCE): RENAME_EXCHANGE swaps two paths atomically and
// RENAME_NOREPLACE fails with EEXIST instead of replacing; called through
// syscall(2) so that no feature macro is needed.
#ifndef REFBOOK_CRENAME_H
#define REFBOOK_CRENAME_H

#include <sys/syscall.h>
#include <unistd.h>

static const unsigned int refbook_rename_noreplace = 1 << 0;
static const unsigned int refbook_rename_exchange = 1 << 1;

static inline int refbook_renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath,
                                    unsigned int flags) {
  return (int)syscall(SYS_renameat2, olddirfd, oldpath, newdirfd, newpath, flags);
}

#endif
